import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { BoundField } from '#src/ui/bound-field/BoundField.tsx';

export type InviteeField = 'name' | 'email';

export interface InviteeFieldsProps {
  /** Binds one of the two to its form field: `(name, render) => <form.Field name={name}>{render}</form.Field>`. */
  bind: (name: InviteeField, render: (field: AnyFieldApi) => ReactNode) => ReactNode;
  /** The form's id: each control's is `${formId}-${its field's name}`. */
  formId: string;
  /** The words a field shows now (its own rule's once left, or the server's). */
  error: (field: AnyFieldApi) => string | undefined;
  className: string;
  required?: boolean | undefined;
  ariaRequired?: true | undefined;
}

/**
 * "Their name" and "Their email" of someone invited to the family portal: by the family (invite a
 * relative), by staff on the case page, and as a new case's contact (decision 0065).
 */
export function InviteeFields({ bind, formId, error, className, required, ariaRequired }: InviteeFieldsProps) {
  const input = (name: InviteeField, label: string) =>
    bind(name, (field) => (
      <BoundField
        field={field}
        id={`${formId}-${field.name}`}
        label={label}
        required={required}
        error={error(field)}
        className={className}
        type={name === 'email' ? 'email' : 'text'}
        autoComplete="off"
        ariaRequired={ariaRequired}
      />
    ));
  return (
    <>
      {input('name', 'Their name')}
      {input('email', 'Their email')}
    </>
  );
}
