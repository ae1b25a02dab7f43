import { useId } from 'react';
import { FormTextField } from '#src/lib/forms/FormTextField.tsx';
import { useForm, useStore } from '@tanstack/react-form';
import { dollarsToCents, formatMoney } from '#contract/money.ts';
import { paymentMethodNames, recordedMethod, referenceLabels } from '#contract/staff-payments.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { BoundSelect } from '#src/ui/bound-field/BoundSelect.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { recordPayment } from './case-calls.ts';
import { CaseFormAlert } from './CaseFormAlert.tsx';
import { PaymentAmountField } from './PaymentAmountField.tsx';
import { recordErrors, type RecordValues } from './payment-form-values.ts';
import { refusalFields } from './refusal-fields.ts';
import { useCaseChange } from './use-case-change.ts';
import { usePaymentAttempt } from './use-payment-attempt.ts';
import * as styles from './cases.css.ts';

const methodOptions = recordedMethod.options.map((method) => ({ value: method, label: paymentMethodNames[method] }));

/** Cash, a check or an insurance assignment the funeral home received, recorded with a receipt mailed. */
export function RecordPaymentForm(props: { auth: AuthActorRef; caseId: number; balanceCents: number }) {
  const { auth, caseId, balanceCents } = props;
  const { api, done } = useCaseChange(auth, caseId);
  const formId = useId();
  const attempt = usePaymentAttempt('record');
  const { server, edited } = attempt;
  const form = useForm({
    defaultValues: { method: 'check', amount: '', reference: '', receivedOn: '' } as RecordValues,
    validators: { onChange: ({ value }) => recordErrors(value, balanceCents) },
    onSubmit: async ({ value, formApi }) => {
      const key = attempt.start();
      const body = {
        method: value.method,
        amountCents: dollarsToCents(value.amount) ?? 0,
        reference: value.reference.trim(),
        receivedOn: value.receivedOn || null,
      };
      const outcome = await recordPayment(api, auth, caseId, body, key);
      if (outcome.kind === 'refused') return attempt.refused(refusalFields(outcome, 'amount'));
      attempt.succeeded();
      formApi.reset();
      const paid = paymentMethodNames[value.method];
      await done(`${paid} payment of ${formatMoney(body.amountCents)} recorded; a receipt is mailed.`);
    },
  });
  const method = useStore(form.store, (state) => state.values.method);
  const referenceLabel = referenceLabels[method];

  return (
    <ActionForm
      form={form}
      className={styles.form}
      label="Record a payment"
      submitLabel="Record the payment"
      busyLabel="Recording…"
    >
      <h3 className={styles.groupTitle}>Record a payment</h3>
      <p className={styles.meta}>
        Cash, a check or an insurance assignment received by the funeral home, up to the balance owed. The purchaser is
        mailed a receipt.
      </p>
      <form.Field name="method" listeners={{ onChange: edited }}>
        {(field) => (
          <BoundSelect
            field={field}
            id={`${formId}-method`}
            label="Paid by"
            required
            className={control}
            options={methodOptions}
          />
        )}
      </form.Field>
      <form.Field name="amount" listeners={{ onChange: edited }}>
        {(field) => (
          <PaymentAmountField
            field={field}
            id={`${formId}-amount`}
            label="Amount in dollars"
            hint={`Up to ${formatMoney(Math.max(0, balanceCents))}.`}
            server={server}
          />
        )}
      </form.Field>
      {referenceLabel && (
        <form.Field name="reference" listeners={{ onChange: edited }}>
          {(field) => (
            <FormTextField
              field={field}
              id={`${formId}-reference`}
              label={referenceLabel}
              required
              serverError={server.reference}
              className={control}
              autoComplete="off"
            />
          )}
        </form.Field>
      )}
      <form.Field name="receivedOn" listeners={{ onChange: edited }}>
        {(field) => (
          <FormTextField
            field={field}
            id={`${formId}-received`}
            label="Date received"
            hint="Leave empty for today."
            serverError={server.receivedOn}
            className={control}
            type="date"
          />
        )}
      </form.Field>
      <CaseFormAlert message={server['']} />
    </ActionForm>
  );
}
