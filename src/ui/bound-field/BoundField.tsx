import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { Field } from '../field/Field.tsx';
import { control } from '../field/control.css.ts';

export interface BoundFieldProps {
  /** The TanStack Form field: its name names the control, its value fills it, typing changes it. */
  field: AnyFieldApi;
  /** The control's DOM id (the label, hint and error are tied to it). */
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  required?: boolean | undefined;
  optional?: boolean | undefined;
  /** The words to show now; the caller decides when (after the field was left, a server's refusal). */
  error?: string | undefined;
  /** The control's look; the kit's own control by default. */
  className?: string | undefined;
  /** A textarea of that many rows instead of a one-line input. */
  rows?: number | undefined;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | undefined;
  /** The keyboard a phone shows ("numeric" for a mailed code, "decimal" for a price). */
  inputMode?: 'decimal' | 'numeric' | undefined;
  autoComplete?: string | undefined;
  maxLength?: number | undefined;
  spellCheck?: boolean | undefined;
  readOnly?: boolean | undefined;
  /** Says "required" to assistive technology too, where the form relies on its own checks. */
  ariaRequired?: boolean | undefined;
}

/**
 * A text input or textarea bound to a TanStack Form field, in the app's one Field (decision 0018):
 * every form's text fields, whatever their labels and looks. When its error shows is the caller's
 * (src/lib/forms/FormTextField.tsx shows it the app's usual way).
 */
export function BoundField(props: BoundFieldProps) {
  const { field, id, label, hint, required, optional, error, className = control, rows } = props;
  const bound = {
    name: field.name,
    className,
    maxLength: props.maxLength,
    value: String(field.state.value ?? ''),
    'aria-required': props.ariaRequired || undefined,
    onBlur: field.handleBlur,
    onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
  };
  return (
    <Field id={id} label={label} hint={hint} required={required} optional={optional} error={error}>
      {(control) =>
        rows ? (
          <textarea {...control} {...bound} rows={rows} />
        ) : (
          <input
            {...control}
            {...bound}
            type={props.type}
            inputMode={props.inputMode}
            autoComplete={props.autoComplete}
            spellCheck={props.spellCheck}
            readOnly={props.readOnly}
          />
        )
      }
    </Field>
  );
}
