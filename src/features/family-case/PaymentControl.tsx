import { useStore } from '@tanstack/react-form';
import { Field } from '#src/ui/field/Field.tsx';
import { paymentMessage, type PaymentField } from './payment-values.ts';
import type { PaymentFormApi } from './use-payment-form.ts';
import * as styles from './family-case.css.ts';

export interface PaymentControlProps {
  form: PaymentFormApi;
  name: PaymentField;
  label: string;
  hint?: string;
  balanceCents: number;
  /** What the server said after the last attempt (a field's is cleared when it changes). */
  serverError: string | undefined;
  onEdit: (name: PaymentField) => void;
  inputMode?: 'numeric' | 'decimal';
  autoComplete: string;
}

/**
 * One field of the payment form through the shared Field (decision 0018): checked as it changes,
 * its message shown once it was left or a submit was tried, or the server's own message.
 */
export function PaymentControl(props: PaymentControlProps) {
  const { form, name, label, hint, balanceCents, serverError, onEdit } = props;
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0);
  return (
    <form.Field
      name={name}
      validators={{ onChange: ({ value }) => paymentMessage(name, value, balanceCents, new Date()) }}
    >
      {(field) => {
        const message = field.state.meta.errorMap.onChange as string | undefined;
        const shown = serverError ?? (field.state.meta.isBlurred || attempted ? message : undefined);
        return (
          <Field id={`payment-${name}`} label={label} hint={hint} required error={shown}>
            {(control) => (
              <input
                {...control}
                className={styles.control}
                name={name}
                value={field.state.value}
                aria-required
                type="text"
                inputMode={props.inputMode}
                autoComplete={props.autoComplete}
                onBlur={() => {
                  field.handleBlur();
                  void field.validate('change');
                }}
                onChange={(event) => {
                  onEdit(name);
                  field.handleChange(event.target.value);
                }}
              />
            )}
          </Field>
        );
      }}
    </form.Field>
  );
}
