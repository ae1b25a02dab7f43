import type { AnyFieldApi } from '@tanstack/react-form';
import type { FunctionComponent, ReactNode } from 'react';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { shownError } from './shown-error.ts';

export interface FormTextFieldProps {
  /** The TanStack Form field it shows and edits (a string value). */
  field: AnyFieldApi;
  /** The control's DOM id (the label, hint and error are tied to it). */
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  /** Says "(required)" after the label. */
  required?: boolean | undefined;
  /** Marks the control aria-required as well (the sign-in and password forms' fields). */
  ariaRequired?: boolean | undefined;
  /** Says "(optional)" after the label. */
  optional?: boolean | undefined;
  type?: 'email' | 'password' | 'tel' | 'text' | undefined;
  autoComplete?: string | undefined;
  /** The keyboard a phone shows ("numeric" for a mailed code, "decimal" for a price). */
  inputMode?: 'numeric' | 'decimal' | undefined;
  spellCheck?: boolean | undefined;
  readOnly?: boolean | undefined;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number | undefined;
  /** The server's words about this field after the last attempt; they win over the form's own. */
  serverError?: string | undefined;
}

/**
 * A text, email, password or phone input (or a textarea) bound to a TanStack Form field, in the app's
 * one Field (decision 0018): its error once the field was left or the form sent, the server's first.
 */
export function FormTextField({
  field,
  id,
  label,
  hint,
  required,
  ariaRequired,
  optional,
  type = 'text',
  autoComplete,
  inputMode,
  spellCheck,
  readOnly,
  rows,
  serverError,
}: FormTextFieldProps) {
  const value = String(field.state.value ?? '');
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      required={required}
      optional={optional}
      error={shownError(field, serverError)}
    >
      {(attributes) => {
        const shared = {
          ...attributes,
          name: field.name,
          className: control,
          value,
          'aria-required': ariaRequired || undefined,
          onBlur: field.handleBlur,
        };
        return rows ? (
          <textarea {...shared} rows={rows} onChange={(event) => field.handleChange(event.target.value)} />
        ) : (
          <input
            {...shared}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            spellCheck={spellCheck}
            readOnly={readOnly}
            onChange={(event) => field.handleChange(event.target.value)}
          />
        );
      }}
    </Field>
  );
}

/** A form's `Field` as its text fields need it: a field by name, rendered with its bound field. */
export type FieldOfForm<TName extends string> = (props: {
  name: TName;
  children: (field: AnyFieldApi) => ReactNode;
}) => ReturnType<FunctionComponent>;

/**
 * The text fields of one form, each by its name: bound to the form's field of that name, its id made
 * from the form's id and the name. `textFields(form.Field, formId)('email', { label: 'Email' })`.
 */
export function textFields<TName extends string>(FormField: FieldOfForm<TName>, formId: string) {
  return function textField(name: TName, props: Omit<FormTextFieldProps, 'field' | 'id'>) {
    return (
      <FormField key={name} name={name}>
        {(field) => <FormTextField field={field} id={`${formId}-${name}`} {...props} />}
      </FormField>
    );
  };
}
