import { useEffect, useRef } from 'react';
import type { FamilyPayment } from '#contract/family-payments.ts';
import { formatMoney } from '#contract/money.ts';
import { dateTimeText } from '#contract/time-text.ts';
import { cardText } from './payment-text.ts';
import * as styles from './family-case.css.ts';

/** What a paid payment leaves on screen: the receipt, which takes the focus so it is read at once. */
export function PaymentReceipt({ payment, balanceCents }: { payment: FamilyPayment; balanceCents: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.card} aria-labelledby="payment-receipt">
      <h2 id="payment-receipt" ref={heading} tabIndex={-1}>
        Thank you: your payment was received
      </h2>
      <dl className={styles.facts}>
        <dt>Amount</dt>
        <dd>{formatMoney(payment.amountCents)}</dd>
        <dt>Card</dt>
        <dd>{cardText(payment)}</dd>
        <dt>Date</dt>
        <dd>{dateTimeText(payment.createdAt)}</dd>
        <dt>Receipt number</dt>
        <dd>{payment.id}</dd>
        <dt>Balance now</dt>
        <dd>{formatMoney(balanceCents)}</dd>
      </dl>
    </section>
  );
}
