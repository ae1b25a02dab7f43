import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import { StatementView } from '#src/lib/family/StatementView.tsx';
import { casePath } from '#src/lib/family/case-path.ts';
import { dateTimeText } from '#contract/time-text.ts';
import {
  casePaymentsQuery,
  caseStatementQuery,
  familyCaseQuery,
  statementHistoryQuery,
} from '#src/lib/queries/family/cases.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { LedgerTable } from '#src/lib/payments/LedgerTable.tsx';
import { StatementChanges } from './StatementChanges.tsx';
import * as styles from './family-case.css.ts';

/**
 * /family-portal/{id}/{name}/statement: the statement as signed (who signed, when), or the live one
 * with a note that it is not signed yet; then its corrections and the void statements (decision 0080),
 * the payments and the balance.
 */
export function StatementPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: found } = useSuspenseQuery(familyCaseQuery(api, caseId));
  const { data: statement } = useSuspenseQuery(caseStatementQuery(api, caseId));
  const { data: payments } = useSuspenseQuery(casePaymentsQuery(api, caseId));
  const { data: history } = useSuspenseQuery(statementHistoryQuery(api, caseId));
  // The arrangements pages are farrange's routes: a plain address rather than a typed route.
  const reviewPath: string = `${casePath(found)}/arrangements/review`;
  const { signature } = statement;
  return (
    <div className={styles.stack}>
      <PageHead title={`Statement: ${found.decedentName}`} />
      {signature ? (
        <p className={styles.note}>
          Signed by {signature.signerName} on {dateTimeText(signature.signedAt)}. Prices are fixed as signed.
        </p>
      ) : (
        <p className={styles.note}>
          This statement is not signed yet. It shows your selections at today’s prices, which are fixed when the
          purchaser signs.{' '}
          <Link to={reviewPath} className={`${styles.link} ${styles.noPrint}`}>
            Review and sign
          </Link>
        </p>
      )}
      <StatementView statement={statement} />
      <StatementChanges history={history} />
      <section aria-labelledby="statement-balance" className={styles.stack}>
        <h2 id="statement-balance">Payments and balance</h2>
        <LedgerTable payments={payments.items} />
        <dl className={styles.facts}>
          <dt>Total</dt>
          <dd>{formatMoney(statement.totalCents)}</dd>
          <dt>Paid</dt>
          <dd>{formatMoney(statement.paidCents)}</dd>
          <dt>Balance</dt>
          <dd>{formatMoney(statement.balanceCents)}</dd>
        </dl>
        {statement.hasEstimates && (
          <p>Some cash advance items are estimates: the balance will change when their final amounts are known.</p>
        )}
        <p className={`${styles.actions} ${styles.noPrint}`}>
          {signature && statement.balanceCents > 0 && (
            <Link
              to="/family-portal/$id/$name/statement/payment"
              params={{ id: found.id, name: found.nameSlug }}
              className={button({ tone: 'primary' })}
            >
              Make a payment
            </Link>
          )}
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => window.print()}>
            Print the statement
          </button>
        </p>
      </section>
    </div>
  );
}
