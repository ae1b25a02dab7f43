import { useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import * as input from '#src/ui/field/control.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { checkoutMessage, type CheckoutField, type CheckoutFieldErrors } from './checkout-values.ts';
import type { CheckoutFormApi } from './use-checkout-form.ts';

export interface CheckoutControlProps {
  form: CheckoutFormApi;
  name: CheckoutField;
  label: string;
  hint?: string;
  required?: boolean;
  /** What the server said after the last attempt, by field (a field's is cleared when it changes). */
  serverErrors: CheckoutFieldErrors;
  onEdit: (name: CheckoutField) => void;
  /** The control: an input by default. */
  kind?: 'input' | 'textarea' | 'select';
  inputMode?: 'numeric' | 'text';
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  options?: string[];
  className?: string;
}

/**
 * One checkout field through the shared Field (decision 0018): checked as it changes and when it
 * is left, its message shown once it was left or a submit was tried, or the server's own message.
 */
export function CheckoutControl(props: CheckoutControlProps): ReactNode {
  const { form, name, label, hint, required, serverErrors, onEdit, kind = 'input' } = props;
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0);
  return (
    <form.Field name={name} validators={{ onChange: ({ value }) => checkoutMessage(name, value, new Date()) }}>
      {(field) => {
        const message = field.state.meta.errorMap.onChange as string | undefined;
        const shown = serverErrors[name] ?? (field.state.meta.isBlurred || attempted ? message : undefined);
        const common = {
          name,
          value: field.state.value,
          'aria-required': required || undefined,
          className: `${kind === 'textarea' ? input.textarea : input.control} ${props.className ?? ''}`,
          onBlur: () => {
            field.handleBlur();
            void field.validate('change');
          },
          onChange: (event: { target: { value: string } }) => {
            onEdit(name);
            field.handleChange(event.target.value);
          },
        };
        return (
          <Field id={`checkout-${name}`} label={label} hint={hint} required={required} error={shown}>
            {(control) =>
              kind === 'textarea' ? (
                <textarea {...control} {...common} maxLength={props.maxLength} />
              ) : kind === 'select' ? (
                <select {...control} {...common}>
                  {props.options?.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  {...common}
                  type={props.type ?? 'text'}
                  inputMode={props.inputMode}
                  autoComplete={props.autoComplete}
                />
              )
            }
          </Field>
        );
      }}
    </form.Field>
  );
}
