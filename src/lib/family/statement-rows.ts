import type { ArrangementTotals } from '#contract/arrangement-rules.ts';
import type { CashAdvanceLine, CaseStatement, StatementLine } from '#contract/family-statement.ts';
import { formatMoney } from '#contract/money.ts';

/*
 * What the Statement of Funeral Goods and Services Selected shows, worked out apart from how it is
 * drawn: the goods and services by the price list's categories (in the server's order), the cash
 * advances apart, and every price as the words its table cell holds.
 */

export interface StatementRow {
  key: string;
  /** "Hardwood casket: Cherry" when a variant is chosen. */
  name: string;
  quantity: number;
  /** "$1,250.00", or for a cash advance not yet known "Estimate: price not yet known". */
  price: string;
  estimate: boolean;
}

export interface StatementRowGroup {
  id: number;
  name: string;
  rows: StatementRow[];
}

export interface StatementTables {
  goods: StatementRowGroup[];
  cashAdvances: StatementRow[];
  /** Money rows of the totals table, in order: subtotal, tax, known cash advances, total. */
  totals: Array<{ label: string; amount: string }>;
}

export const NOT_YET_KNOWN = 'Estimate: price not yet known';

/** How a cash advance's price reads: an estimate says so, an unknown price says it is not known yet. */
export function cashAdvancePrice(line: Pick<CashAdvanceLine, 'totalCents' | 'estimate'>): string {
  if (line.totalCents === null) return NOT_YET_KNOWN;
  return line.estimate ? `${formatMoney(line.totalCents)} (estimate)` : formatMoney(line.totalCents);
}

const nameOf = (line: Pick<StatementLine, 'name' | 'variantName'>) =>
  line.variantName ? `${line.name}: ${line.variantName}` : line.name;

export function statementTables(statement: CaseStatement): StatementTables {
  const goods = statement.groups
    .filter((group) => group.lines.length > 0)
    .map((group) => ({
      id: group.category.id,
      name: group.category.name,
      rows: group.lines.map((line, index) => ({
        key: `${group.category.id}-${index}`,
        name: nameOf(line),
        quantity: line.quantity,
        price: formatMoney(line.totalCents),
        estimate: false,
      })),
    }));
  const cashAdvances = statement.cashAdvances.map((line, index) => ({
    key: `cash-${index}`,
    name: nameOf(line),
    quantity: line.quantity,
    price: cashAdvancePrice(line),
    // A cash advance without a price is an estimate whatever its flag says.
    estimate: line.estimate || line.totalCents === null,
  }));
  const totals = [
    ...chargeRows({ ...statement, hasCashAdvances: statement.cashAdvances.length > 0 }),
    { label: 'Total', amount: formatMoney(statement.totalCents) },
  ];
  return { goods, cashAdvances, totals };
}

/**
 * What the total is made of, as the statement and the selections page's running total both show it
 * (one total everywhere, with its tax line): subtotal, tax, and the known cash advances
 * when there are any.
 */
export function chargeRows(
  totals: Pick<ArrangementTotals, 'subtotalCents' | 'taxCents' | 'cashAdvanceCents' | 'hasCashAdvances'>,
): Array<{ label: string; amount: string }> {
  return [
    { label: 'Subtotal', amount: formatMoney(totals.subtotalCents) },
    { label: 'Tax', amount: formatMoney(totals.taxCents) },
    ...(totals.hasCashAdvances ? [{ label: 'Cash advance items', amount: formatMoney(totals.cashAdvanceCents) }] : []),
  ];
}
