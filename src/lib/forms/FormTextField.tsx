import type { AnyFieldApi } from '@tanstack/react-form';
import type { FunctionComponent, ReactNode } from 'react';
import { BoundField, type BoundFieldProps } from '#src/ui/bound-field/BoundField.tsx';
import { shownError } from './shown-error.ts';

export interface FormTextFieldProps extends Omit<BoundFieldProps, 'error'> {
  /** The server's words about this field after the last attempt; they win over the form's own. */
  serverError?: string | undefined;
}

/**
 * The kit's bound field with its error shown the app's way (shownError): once the field was left or
 * the form sent, the server's words first.
 */
export function FormTextField({ serverError, ...props }: FormTextFieldProps) {
  return <BoundField {...props} error={shownError(props.field, serverError)} />;
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
