import { ledgerLinesOf, paidCentsOfLines, type LedgerLine, type LedgerLineStatus } from '#contract/ledger-lines.ts';
import type { LedgerPayment } from '#contract/payment-ledger.ts';
import { formatMoney } from '#contract/money.ts';
import { calendarDateText } from '#contract/date-text.ts';
import { number, table } from '#src/ui/table/data-table.css.ts';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';

const statusText: Record<LedgerLineStatus, string> = {
  paid: 'Received',
  pending: 'Processing',
  declined: 'Declined (nothing taken)',
  refunded: 'Refunded',
  'refund-pending': 'Refund being made',
};

/** What a line adds to Paid: a refund made is taken off ("−$300.00"); a line that counts nothing adds $0.00. */
const countedText = (countedCents: number): string =>
  countedCents < 0 ? `−${formatMoney(-countedCents)}` : formatMoney(countedCents);

/** A line that counts nothing still says what was tried or is under way: "Visa ending in 0002 ($500.00)". */
const lineText = (line: LedgerLine): string =>
  line.countedCents === 0 ? `${line.text} (${formatMoney(line.amountCents)})` : line.text;

/**
 * A case's payments ledger as one table (decision 0102), the same on the family's statement and in the
 * console: each payment with its method, reference and the day it was received, each refund as its own
 * line, and a last row, Paid, that the lines add up to (declined, pending and being-refunded lines count
 * nothing, and say so). It equals the statement's Paid: both are read from one ledger.
 */
export function LedgerTable({
  payments,
  caption = 'Payments',
}: {
  payments: readonly LedgerPayment[];
  caption?: string;
}) {
  if (payments.length === 0) return <p>No payments yet.</p>;
  const lines = ledgerLinesOf(payments);
  return (
    <table className={`${table} ${stackedTable}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Payment</th>
          <th scope="col">Status</th>
          <th scope="col" className={number}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{calendarDateText(line.on)}</th>
            <td>{lineText(line)}</td>
            <td>{statusText[line.status]}</td>
            <td className={number}>{countedText(line.countedCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Paid
          </th>
          <td className={number}>{formatMoney(paidCentsOfLines(lines))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
