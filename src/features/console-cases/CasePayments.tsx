import { useId, useRef, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import {
  paymentMethodNames,
  paymentsMessages,
  recordedMethod,
  referenceLabels,
  REFERENCE_MAX,
  REFUND_REASON_MAX,
  type RecordedMethod,
  type StaffPayment,
} from '#contract/staff-payments.ts';
import { validationText } from '#contract/validation-messages.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { amountMessage } from '#src/lib/payments/amount-text.ts';
import { centsToAmountText, dollarsToCents } from '#contract/money.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { caseQuery, recordPayment, refundPayment, type Outcome } from './case-calls.ts';
import { happenedAt } from './case-text.ts';
import { paymentMethodText } from '#contract/payment-ledger.ts';
import { LedgerTable } from '#src/lib/payments/LedgerTable.tsx';
import * as styles from './cases.css.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';

/*
 * The case page's Payments (decision 0077): every payment of the case with who
 * recorded or paid it and its refunds, the balance (the statement's), a form to record cash, a check or
 * an insurance assignment, and, for the owner, a refund with its reason. Each attempt carries an
 * Idempotency-Key made when the form is first sent and kept until it succeeds or is edited, so a
 * double click or a retry after a lost answer records one payment.
 */

const newKey = (kind: string) => `${kind}-${crypto.randomUUID()}`;

const serverIssues = (outcome: Outcome<unknown>, fallback: string): Record<string, string> => {
  const shown: Record<string, string> = {};
  if (outcome.kind === 'refused') for (const issue of outcome.issues) shown[issue.path || fallback] ??= issue.message;
  return shown;
};

function paymentTitle(payment: StaffPayment): string {
  const status = payment.status === 'paid' ? '' : ` (${payment.status})`;
  return `${paymentMethodText(payment)}: ${formatMoney(payment.amountCents)}${status}`;
}

/** "card payment", "check", "cash payment", "insurance assignment": what a refund button gives back. */
const refundWord = (payment: StaffPayment): string =>
  payment.method === 'check' || payment.method === 'insurance'
    ? paymentMethodNames[payment.method].toLowerCase()
    : `${payment.method} payment`;

interface Props {
  auth: AuthActorRef;
  theCase: StaffCase;
  /** The signed-in role may refund (contract/staff-roles.ts `payments.refund`). */
  canRefund: boolean;
}

export function CasePayments({ auth, theCase, canRefund }: Props) {
  const id = useId();
  const { arrangement, payments } = theCase;
  const [refunding, setRefunding] = useState<number | null>(null);
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.panelTitle} tabIndex={-1}>
        Payments
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.fact}>Total</dt>
        <dd className={styles.fact}>{formatMoney(arrangement.totalCents)}</dd>
        <dt className={styles.fact}>Paid</dt>
        <dd className={styles.fact}>{formatMoney(arrangement.paidCents)}</dd>
        <dt className={styles.fact}>Balance owed</dt>
        <dd className={styles.fact}>{formatMoney(arrangement.balanceCents)}</dd>
      </dl>
      {/* The family's statement draws the same table from the same ledger (decision 0102). */}
      <LedgerTable payments={payments} caption="Payments of the case" />
      {payments.length > 0 && (
        <ul className={styles.people} aria-label="Who recorded each payment, and why each refund was made">
          {payments.map((payment) => (
            <li key={payment.id} className={styles.person}>
              <strong>{paymentTitle(payment)}</strong>
              <span className={styles.meta}>
                {happenedAt(payment.createdAt)}
                {payment.recordedBy
                  ? ` · ${payment.method === 'card' ? 'paid online by' : 'recorded by'} ${payment.recordedBy}`
                  : ''}
              </span>
              {payment.refunds.length > 0 && (
                <ul className={styles.tasks} aria-label={`Refunds of payment ${payment.id}`}>
                  {payment.refunds.map((refund) => (
                    <li key={refund.id}>
                      {refund.status === 'pending' ? 'Refund being made' : 'Refunded'} {formatMoney(refund.amountCents)}{' '}
                      on {happenedAt(refund.createdAt)}
                      {refund.refundedBy ? ` by ${refund.refundedBy}` : ''}: {refund.reason}
                    </li>
                  ))}
                </ul>
              )}
              {canRefund && payment.refundableCents > 0 && (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={button({ tone: 'secondary' })}
                    aria-expanded={refunding === payment.id}
                    onClick={() => setRefunding(refunding === payment.id ? null : payment.id)}
                  >
                    Refund up to {formatMoney(payment.refundableCents)} of this {refundWord(payment)}
                  </button>
                </div>
              )}
              {refunding === payment.id && (
                <RefundForm auth={auth} caseId={theCase.id} payment={payment} onDone={() => setRefunding(null)} />
              )}
            </li>
          ))}
        </ul>
      )}
      {arrangement.signedAt ? (
        <RecordForm auth={auth} caseId={theCase.id} balanceCents={arrangement.balanceCents} />
      ) : (
        <p className={styles.meta}>{paymentsMessages.notSigned}</p>
      )}
    </section>
  );
}

function useCaseRefresh(auth: AuthActorRef, caseId: number) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: caseQuery(api, auth, caseId).queryKey });
}

/** `receivedOn`: the date input's 'YYYY-MM-DD', or '' for today. */
type RecordValues = { method: RecordedMethod; amount: string; reference: string; receivedOn: string };

function recordErrors(value: RecordValues, balanceCents: number) {
  const fields: Record<string, string> = {};
  const amount = amountMessage(value.amount, balanceCents, paymentsMessages.overBalance);
  if (amount) fields.amount = amount;
  const label = referenceLabels[value.method];
  if (label && value.reference.trim() === '') fields.reference = paymentsMessages.referenceRequired(label);
  else if (value.reference.trim().length > REFERENCE_MAX)
    fields.reference = validationText.maxLength(String(REFERENCE_MAX));
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

function RecordForm({ auth, caseId, balanceCents }: { auth: AuthActorRef; caseId: number; balanceCents: number }) {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const refresh = useCaseRefresh(auth, caseId);
  const formId = useId();
  const key = useRef<string | null>(null);
  const [server, setServer] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: { method: 'check', amount: '', reference: '', receivedOn: '' } as RecordValues,
    validators: { onChange: ({ value }) => recordErrors(value, balanceCents) },
    onSubmit: async ({ value, formApi }) => {
      setServer({});
      key.current ??= newKey('record');
      const body = {
        method: value.method,
        amountCents: dollarsToCents(value.amount) ?? 0,
        reference: value.reference.trim(),
        receivedOn: value.receivedOn || null,
      };
      const outcome = await recordPayment(api, auth, caseId, body, key.current);
      if (outcome.kind === 'refused') return setServer(serverIssues(outcome, 'amount'));
      key.current = null;
      toasts.send({
        type: 'toast.add',
        color: 'success',
        title: `${paymentMethodNames[value.method]} payment of ${formatMoney(body.amountCents)} recorded; a receipt is mailed.`,
      });
      formApi.reset();
      await refresh();
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const method = useStore(form.store, (state) => state.values.method);
  const referenceLabel = referenceLabels[method];
  // An edit makes a new attempt: the key named the values sent.
  const edited = () => {
    setServer({});
    key.current = null;
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Record a payment"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h3 className={styles.groupTitle}>Record a payment</h3>
      <p className={styles.meta}>
        Cash, a check or an insurance assignment received by the funeral home, up to the balance owed. The purchaser is
        mailed a receipt.
      </p>
      <form.Field name="method" listeners={{ onChange: edited }}>
        {(field) => (
          <Field id={`${formId}-method`} label="Paid by" required>
            {(attributes) => (
              <select
                {...attributes}
                name="method"
                className={control}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value as RecordedMethod)}
              >
                {recordedMethod.options.map((option) => (
                  <option key={option} value={option}>
                    {paymentMethodNames[option]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </form.Field>
      <form.Field name="amount" listeners={{ onChange: edited }}>
        {(field) => (
          <Field
            id={`${formId}-amount`}
            label="Amount in dollars"
            hint={`Up to ${formatMoney(Math.max(0, balanceCents))}.`}
            required
            error={shownError(field, server.amountCents ?? server.amount)}
          >
            {(attributes) => (
              <input
                {...attributes}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                className={control}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </Field>
        )}
      </form.Field>
      {referenceLabel && (
        <form.Field name="reference" listeners={{ onChange: edited }}>
          {(field) => (
            <Field
              id={`${formId}-reference`}
              label={referenceLabel}
              required
              error={shownError(field, server.reference)}
            >
              {(attributes) => (
                <input
                  {...attributes}
                  name="reference"
                  autoComplete="off"
                  className={control}
                  value={field.state.value}
                  onBlur={field.handleBlur}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              )}
            </Field>
          )}
        </form.Field>
      )}
      <form.Field name="receivedOn" listeners={{ onChange: edited }}>
        {(field) => (
          <Field
            id={`${formId}-received`}
            label="Date received"
            hint="Leave empty for today."
            error={shownError(field, server.receivedOn)}
          >
            {(attributes) => (
              <input
                {...attributes}
                name="receivedOn"
                type="date"
                className={control}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </Field>
        )}
      </form.Field>
      {server[''] && (
        <p role="alert" className={styles.alert}>
          {server['']}
        </p>
      )}
      <p>
        <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
          {submitting ? 'Recording…' : 'Record the payment'}
        </button>
      </p>
    </form>
  );
}

type RefundValues = { amount: string; reason: string };

function refundErrors(value: RefundValues, refundableCents: number) {
  const fields: Record<string, string> = {};
  const amount = amountMessage(value.amount, refundableCents, paymentsMessages.overRefundable);
  if (amount) fields.amount = amount;
  if (value.reason.trim() === '') fields.reason = validationText.required;
  else if (value.reason.trim().length > REFUND_REASON_MAX)
    fields.reason = validationText.maxLength(String(REFUND_REASON_MAX));
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

function RefundForm(props: { auth: AuthActorRef; caseId: number; payment: StaffPayment; onDone: () => void }) {
  const { auth, caseId, payment, onDone } = props;
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const refresh = useCaseRefresh(auth, caseId);
  const formId = useId();
  const key = useRef<string | null>(null);
  const [server, setServer] = useState<Record<string, string>>({});
  const form = useForm({
    defaultValues: { amount: centsToAmountText(payment.refundableCents), reason: '' } as RefundValues,
    validators: { onChange: ({ value }) => refundErrors(value, payment.refundableCents) },
    onSubmit: async ({ value }) => {
      setServer({});
      key.current ??= newKey('refund');
      const body = { amountCents: dollarsToCents(value.amount) ?? 0, reason: value.reason.trim() };
      const outcome = await refundPayment(api, auth, caseId, payment.id, body, key.current);
      if (outcome.kind === 'refused') return setServer(serverIssues(outcome, ''));
      key.current = null;
      toasts.send({ type: 'toast.add', color: 'success', title: `${formatMoney(body.amountCents)} refunded.` });
      onDone();
      await refresh();
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const edited = () => {
    setServer({});
    key.current = null;
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={`Refund payment ${payment.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <p className={styles.meta}>
        {payment.method === 'card'
          ? 'The money goes back to the card through the payment processor.'
          : 'Record what was given back; no money moves through Lantern.'}{' '}
        Up to {formatMoney(payment.refundableCents)}. The purchaser is mailed, with the reason.
      </p>
      <form.Field name="amount" listeners={{ onChange: edited }}>
        {(field) => (
          <Field
            id={`${formId}-amount`}
            label="Amount to refund in dollars"
            required
            error={shownError(field, server.amountCents ?? server.amount)}
          >
            {(attributes) => (
              <input
                {...attributes}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                className={control}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </Field>
        )}
      </form.Field>
      <form.Field name="reason" listeners={{ onChange: edited }}>
        {(field) => (
          <Field id={`${formId}-reason`} label="Reason" required error={shownError(field, server.reason)}>
            {(attributes) => (
              <textarea
                {...attributes}
                name="reason"
                rows={2}
                className={control}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </Field>
        )}
      </form.Field>
      {server[''] && (
        <p role="alert" className={styles.alert}>
          {server['']}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
          {submitting ? 'Refunding…' : 'Refund'}
        </button>
        <button type="button" className={button({ tone: 'secondary' })} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
