import type { FamilyPayment } from '#contract/family-payments.ts';
import { formatMoney } from '#contract/shop-text.ts';
import { formatDateTime } from '#src/lib/format-date.ts';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';
import { cardText, paymentStatusText } from './payment-text.ts';
import * as styles from './family-case.css.ts';

/** The case's payments, newest first; declined attempts are listed and never count as paid. */
export function PaymentsTable({ payments }: { payments: FamilyPayment[] }) {
  if (payments.length === 0) return <p>No payments yet.</p>;
  return (
    <table className={`${styles.table} ${stackedTable}`}>
      <caption>Payments</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Card</th>
          <th scope="col">Status</th>
          <th scope="col" className={styles.number}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <th scope="row">{formatDateTime(payment.createdAt)}</th>
            <td>{cardText(payment)}</td>
            <td>{paymentStatusText[payment.status]}</td>
            <td className={styles.number}>{formatMoney(payment.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
