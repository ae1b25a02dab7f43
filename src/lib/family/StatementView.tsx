import { useId } from 'react';
import type { CaseStatement } from '#contract/family-statement.ts';
import { EMBALMING_HEADING, REQUIRED_PURCHASES_HEADING, STATEMENT_TITLE } from '#contract/statement-text.ts';
import { statementChargesSentence, statementEmbalmingSentence } from '#contract/funeral-rule.ts';
import { statementTables, type StatementRow } from './statement-rows.ts';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';
import * as styles from './StatementView.css.ts';

export interface StatementViewProps {
  statement: CaseStatement;
  /** The statement's heading level where it is placed (the review page and /statement differ). */
  headingLevel?: 2 | 3;
}

function Rows({ rows }: { rows: StatementRow[] }) {
  return rows.map((row) => (
    <tr key={row.key}>
      <th scope="row" className={styles.itemName}>
        {row.name}
      </th>
      <td className={styles.number} data-label="Quantity">
        {row.quantity}
      </td>
      <td className={`${styles.number} ${row.estimate ? styles.estimate : ''}`}>{row.price}</td>
    </tr>
  ));
}

function ColumnHeads() {
  return (
    <thead>
      <tr>
        <th scope="col">Item</th>
        <th scope="col" className={styles.number}>
          Quantity
        </th>
        <th scope="col" className={styles.number}>
          Price
        </th>
      </tr>
    </thead>
  );
}

/**
 * The Funeral Rule's part of the statement (decision 0109): under "Required purchases" the
 * 453.4(b)(2)(ii) sentence and the reason staff wrote ("None" when none), under "Embalming" the 453.5(b)
 * sentence and, when embalming is on the statement, why. React escapes what staff wrote; its line
 * breaks are kept. A statement signed before it carried reasons shows the one sentence it was signed with.
 */
function RuleSentences({ statement, level }: { statement: CaseStatement; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const { reasons } = statement;
  if (!reasons) return <p className={styles.sentence}>{statementChargesSentence.text}</p>;
  return (
    <>
      <div className={styles.rulePart}>
        <Heading className={styles.ruleHeading}>{REQUIRED_PURCHASES_HEADING}</Heading>
        <p className={styles.sentence}>{statementChargesSentence.text}</p>
        <p className={styles.reason}>{reasons.requiredPurchases}</p>
      </div>
      <div className={styles.rulePart}>
        <Heading className={styles.ruleHeading}>{EMBALMING_HEADING}</Heading>
        <p className={styles.sentence}>{statementEmbalmingSentence.text}</p>
        {reasons.embalming !== null && <p className={styles.reason}>{reasons.embalming}</p>}
      </div>
    </>
  );
}

/**
 * The itemized statement (spec §3 displayType ITEMIZED): goods and services by the price list's
 * categories, cash advances apart (marked where their amount is an estimate), subtotal, tax and
 * total, then the Funeral Rule's sentences with the reasons below them. Real tables with captions and headers; prints on its own.
 */
export function StatementView({ statement, headingLevel = 2 }: StatementViewProps) {
  const titleId = useId();
  const tables = statementTables(statement);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.statement} aria-labelledby={titleId}>
      <Heading id={titleId}>{STATEMENT_TITLE}</Heading>
      <table className={`${styles.table} ${stackedTable}`}>
        <caption className={styles.caption}>Goods and services selected</caption>
        <ColumnHeads />
        {tables.goods.map((group) => (
          <tbody key={group.id}>
            <tr>
              <th scope="rowgroup" colSpan={3} className={styles.category}>
                {group.name}
              </th>
            </tr>
            <Rows rows={group.rows} />
          </tbody>
        ))}
        {tables.goods.length === 0 && (
          <tbody>
            <tr>
              <td colSpan={3}>Nothing selected yet.</td>
            </tr>
          </tbody>
        )}
      </table>
      {tables.cashAdvances.length > 0 && (
        <table className={`${styles.table} ${stackedTable}`}>
          <caption className={styles.caption}>Cash advance items</caption>
          <ColumnHeads />
          <tbody>
            <Rows rows={tables.cashAdvances} />
          </tbody>
        </table>
      )}
      {tables.cashAdvances.length > 0 && (
        <p className={styles.note}>
          Cash advance items are paid by the funeral home to others on your behalf. Where the amount is not known yet,
          it is marked as an estimate and the final amount is billed when known.
        </p>
      )}
      <table className={`${styles.table} ${styles.totals}`}>
        <caption className={styles.caption}>Totals</caption>
        <tbody>
          {tables.totals.map((row) => (
            <tr key={row.label} className={row.label === 'Total' ? styles.totalRow : undefined}>
              <th scope="row">{row.label}</th>
              <td className={styles.number}>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <RuleSentences statement={statement} level={headingLevel === 2 ? 3 : 4} />
    </section>
  );
}
