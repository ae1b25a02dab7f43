import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { centsToAmountText, dollarsToCents, formatMoney } from '#contract/money.ts';
import { CANCEL_REASON_MAX } from '#contract/staff-orders.ts';
import { FormTextField } from '#src/lib/forms/FormTextField.tsx';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { control, textarea } from '#src/ui/field/control.css.ts';
import * as styles from './orders.css.ts';

/** What the refund field says is wrong with what was typed, or undefined when it is an amount it takes. */
export function refundError(text: string, paidCents: number): string | undefined {
  const cents = dollarsToCents(text);
  if (cents === null) return 'Please enter an amount in dollars, like 25.00 (0 to refund nothing)';
  if (cents > paidCents) return `A refund cannot be more than the ${formatMoney(paidCents)} paid.`;
  return undefined;
}

interface CancelValues {
  reason: string;
  refund: string;
}

function cancelErrors(value: CancelValues, paidCents: number) {
  const fields: Partial<Record<keyof CancelValues, string>> = {};
  if (!value.reason.trim()) fields.reason = 'Please say why the order is cancelled';
  const refund = refundError(value.refund, paidCents);
  if (refund) fields.refund = refund;
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

export interface CancelOrderFormProps {
  /** What the order cost: the refund starts at all of it and cannot be more. */
  paidCents: number;
  /** True while another of the order's actions is on its way: a cancel then waits for it. */
  busy: boolean;
  onCancel: (body: { reason: string; refundCents: number }) => Promise<void>;
}

/** "Cancel the order": why, and how much of the payment goes back (all of it unless changed). */
export function CancelOrderForm({ paidCents, busy, onCancel }: CancelOrderFormProps) {
  const formId = useId();
  const form = useForm({
    defaultValues: { reason: '', refund: centsToAmountText(paidCents) } as CancelValues,
    validators: { onChange: ({ value }) => cancelErrors(value, paidCents) },
    onSubmit: async ({ value }) => {
      if (busy) return;
      await onCancel({ reason: value.reason.trim(), refundCents: dollarsToCents(value.refund) ?? 0 });
    },
  });
  return (
    <section aria-labelledby="order-cancel" className={styles.panel}>
      <h2 id="order-cancel" className={styles.panelTitle}>
        Cancel the order
      </h2>
      <ActionForm
        form={form}
        className={styles.cancelForm}
        submitLabel="Cancel the order"
        // The button kept its name while the cancel is on its way; only its disabling says so.
        busyLabel="Cancel the order"
      >
        <form.Field name="reason">
          {(field) => (
            <FormTextField
              field={field}
              id={`${formId}-reason`}
              label="Why cancel it?"
              className={textarea}
              rows={2}
              maxLength={CANCEL_REASON_MAX}
            />
          )}
        </form.Field>
        <form.Field name="refund">
          {(field) => (
            <FormTextField
              field={field}
              id={`${formId}-refund`}
              label="Refund (dollars)"
              hint={`Up to the ${formatMoney(paidCents)} paid; 0 refunds nothing.`}
              className={control}
              inputMode="decimal"
            />
          )}
        </form.Field>
      </ActionForm>
    </section>
  );
}
