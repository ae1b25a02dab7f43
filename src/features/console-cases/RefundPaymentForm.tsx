import { useId } from 'react';
import { FormTextField } from '#src/lib/forms/FormTextField.tsx';
import { useForm } from '@tanstack/react-form';
import { centsToAmountText, dollarsToCents, formatMoney } from '#contract/money.ts';
import type { StaffPayment } from '#contract/staff-payments.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { refundPayment } from './case-calls.ts';
import { CaseFormAlert } from './CaseFormAlert.tsx';
import { PaymentAmountField } from './PaymentAmountField.tsx';
import { refundErrors, type RefundValues } from './payment-form-values.ts';
import { refusalFields } from './refusal-fields.ts';
import { useCaseChange } from './use-case-change.ts';
import { usePaymentAttempt } from './use-payment-attempt.ts';
import * as styles from './cases.css.ts';

/** A refund of one payment, for the owner, with its reason (the purchaser is mailed it). */
export function RefundPaymentForm(props: {
  auth: AuthActorRef;
  caseId: number;
  payment: StaffPayment;
  onDone: () => void;
}) {
  const { auth, caseId, payment, onDone } = props;
  const { api, done } = useCaseChange(auth, caseId);
  const formId = useId();
  const attempt = usePaymentAttempt('refund');
  const { server, edited } = attempt;
  const form = useForm({
    defaultValues: { amount: centsToAmountText(payment.refundableCents), reason: '' } as RefundValues,
    validators: { onChange: ({ value }) => refundErrors(value, payment.refundableCents) },
    onSubmit: async ({ value }) => {
      const key = attempt.start();
      const body = { amountCents: dollarsToCents(value.amount) ?? 0, reason: value.reason.trim() };
      const outcome = await refundPayment(api, auth, caseId, payment.id, body, key);
      if (outcome.kind === 'refused') return attempt.refused(refusalFields(outcome));
      attempt.succeeded();
      onDone();
      await done(`${formatMoney(body.amountCents)} refunded.`);
    },
  });

  return (
    <ActionForm
      form={form}
      className={styles.form}
      label={`Refund payment ${payment.id}`}
      submitLabel="Refund"
      busyLabel="Refunding…"
      cancel={{ onCancel: onDone, className: styles.actions }}
    >
      <p className={styles.meta}>
        {payment.method === 'card'
          ? 'The money goes back to the card through the payment processor.'
          : 'Record what was given back; no money moves through Lantern.'}{' '}
        Up to {formatMoney(payment.refundableCents)}. The purchaser is mailed, with the reason.
      </p>
      <form.Field name="amount" listeners={{ onChange: edited }}>
        {(field) => (
          <PaymentAmountField
            field={field}
            id={`${formId}-amount`}
            label="Amount to refund in dollars"
            server={server}
          />
        )}
      </form.Field>
      <form.Field name="reason" listeners={{ onChange: edited }}>
        {(field) => (
          <FormTextField
            field={field}
            id={`${formId}-reason`}
            label="Reason"
            required
            serverError={server.reason}
            className={control}
            rows={2}
          />
        )}
      </form.Field>
      <CaseFormAlert message={server['']} />
    </ActionForm>
  );
}
