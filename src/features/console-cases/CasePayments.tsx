import { useId, useState } from 'react';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { formatMoney } from '#contract/money.ts';
import { paymentMethodText } from '#contract/ledger-lines.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import { paymentMethodNames, paymentsMessages, type StaffPayment } from '#contract/staff-payments.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { LedgerTable } from '#src/lib/payments/LedgerTable.tsx';
import { button } from '#src/ui/button/button.css.ts';

import { RecordPaymentForm } from './RecordPaymentForm.tsx';
import { RefundPaymentForm } from './RefundPaymentForm.tsx';
import * as styles from './cases.css.ts';

/*
 * The case page's Payments (decision 0077): every payment of the case with who
 * recorded or paid it and its refunds, the balance (the statement's), a form to record cash, a check or
 * an insurance assignment, and, for the owner, a refund with its reason. Each attempt carries an
 * Idempotency-Key made when the form is first sent and kept until it succeeds or is edited, so a
 * double click or a retry after a lost answer records one payment.
 */

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
  const timeText = useConsoleTime();
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
                {timeText(payment.createdAt)}
                {payment.recordedBy
                  ? ` · ${payment.method === 'card' ? 'paid online by' : 'recorded by'} ${payment.recordedBy}`
                  : ''}
              </span>
              {payment.refunds.length > 0 && (
                <ul className={styles.tasks} aria-label={`Refunds of payment ${payment.id}`}>
                  {payment.refunds.map((refund) => (
                    <li key={refund.id}>
                      {refund.status === 'pending' ? 'Refund being made' : 'Refunded'} {formatMoney(refund.amountCents)}{' '}
                      on {timeText(refund.createdAt)}
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
                <RefundPaymentForm
                  auth={auth}
                  caseId={theCase.id}
                  payment={payment}
                  onDone={() => setRefunding(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {arrangement.signedAt ? (
        <RecordPaymentForm auth={auth} caseId={theCase.id} balanceCents={arrangement.balanceCents} />
      ) : (
        <p className={styles.meta}>{paymentsMessages.notSigned}</p>
      )}
    </section>
  );
}
