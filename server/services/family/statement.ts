import { createHash } from 'node:crypto';
import { accountOf, chargeOf, totalsOf } from '#contract/arrangement-rules.ts';
import type { ArrangementLine } from '#contract/family-arrangements.ts';
import {
  noWrittenReasons,
  statementReasonsOf,
  type CashAdvanceLine,
  type CaseStatement,
  type StatementGroup,
  type StatementLine,
  type WrittenReasons,
} from '#contract/family-statement.ts';
import { stableJson } from '#contract/stable-json.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { groupByCategory, toArrangementLine } from './arrangement-view.ts';
import type { LoadedArrangement, LoadedLine } from './load-arrangement.ts';
import { currentStatementTemplate } from './price-list.ts';

/*
 * The Statement of Funeral Goods and Services Selected (spec §3, displayType ITEMIZED), in integer
 * cents. Before signing it is priced from the live price list; at signing it is frozen into the
 * contract (contracts.statement_json + SHA-256, decision 0038) and from then on read from there,
 * with only the payments (paid, balance) live.
 * - groups: the selected goods and services by price-list category (position descending, then name);
 *   a bare named line (included in a package) prints at 0; a selector's open choice is not selected yet;
 * - cashAdvances: listed apart, never taxed; `estimate` when the price is not known yet;
 * - tax: the template's rate on the taxable goods' subtotal, rounded to the cent (half up);
 * - reasons (decision 0109): the required purchases' reason as staff wrote it, else "None"; the embalming
 *   reason only when a printed line's item is embalming (gpl_items.rule_item), staff's or the default words;
 * the sums are contract/arrangement-rules.ts totalsOf, the one the browser's running total runs.
 */

type Priced = Omit<CaseStatement, 'paidCents' | 'balanceCents' | 'signature'>;

const statementLineOf = (line: LoadedLine, priced: ArrangementLine, totalCents: number): StatementLine => ({
  name: line.itemName ?? line.name ?? '',
  variantName: line.variantName,
  quantity: line.quantity,
  unitPriceCents: priced.unitPriceCents ?? 0,
  totalCents,
});

const cashAdvanceOf = (line: LoadedLine, priced: ArrangementLine, totalCents: number | null): CashAdvanceLine => ({
  name: line.itemName ?? '',
  variantName: line.variantName,
  quantity: line.quantity,
  unitPriceCents: priced.unitPriceCents,
  totalCents,
  estimate: totalCents === null,
});

/**
 * Prices the selected lines (pure: the same lines and rate give the same statement). Where each line
 * prints and every sum come from contract/arrangement-rules.ts, which the selections page's running
 * total runs too, on the same lines (toArrangementLine).
 */
export function priceStatement(
  lines: readonly LoadedLine[],
  templateRevisionId: number,
  taxRateBasisPoints: number,
  written: WrittenReasons = noWrittenReasons,
): Priced {
  const groups: StatementGroup[] = [];
  const cashAdvances: CashAdvanceLine[] = [];
  let embalmingCharged = false;
  for (const group of groupByCategory(lines)) {
    const printed: StatementLine[] = [];
    for (const line of group.lines) {
      const priced = toArrangementLine(line);
      const charge = chargeOf(priced);
      // A selector's open choice and a nameless line are not selected yet: they do not print.
      if (charge.kind === 'goods') printed.push(statementLineOf(line, priced, charge.cents));
      else if (charge.kind === 'cash-advance') cashAdvances.push(cashAdvanceOf(line, priced, charge.cents));
      else continue;
      if (line.ruleItem === 'embalming') embalmingCharged = true;
    }
    if (printed.length > 0) {
      groups.push({
        category: { id: group.id, name: group.name },
        lines: printed,
        subtotalCents: printed.reduce((sum, line) => sum + line.totalCents, 0),
      });
    }
  }
  const totals = totalsOf(lines.map(toArrangementLine), taxRateBasisPoints);
  return {
    templateRevisionId,
    displayType: 'ITEMIZED',
    groups,
    cashAdvances,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    cashAdvanceCents: totals.cashAdvanceCents,
    totalCents: totals.totalCents,
    hasEstimates: totals.hasEstimates,
    reasons: statementReasonsOf(written, embalmingCharged),
  };
}

/** Hex SHA-256 of the statement's stable JSON: what the signature covers. */
export const statementSha256 = (statement: CaseStatement): string =>
  createHash('sha256').update(stableJson(statement)).digest('hex');

/** The live statement of an unsigned arrangement, as it would be signed now (paid 0, unsigned). */
export async function liveStatement(scope: CaseScope, loaded: LoadedArrangement): Promise<CaseStatement> {
  let templateId = loaded.templateId;
  let rate = loaded.taxRateBasisPoints;
  if (templateId === null || rate === null) {
    const template = await currentStatementTemplate(scope);
    templateId = template?.revisionId ?? 0;
    rate = template?.taxRateBasisPoints ?? 0;
  }
  const priced = priceStatement(loaded.lines, templateId, rate, loaded.reasons);
  return { ...priced, paidCents: 0, balanceCents: priced.totalCents, signature: null };
}

/**
 * GET .../statement: the frozen statement once signed (payments live), else the live one. Its paid and
 * balance are contract/arrangement-rules.ts accountOf over its total and the case's payments less
 * their refunds: the family's statement and case home, the console's case page and every receipt read them.
 */
export async function caseStatementOf(scope: CaseScope, loaded: LoadedArrangement): Promise<CaseStatement> {
  const frozen = loaded.contract?.statementJson;
  const statement = frozen ?? (await liveStatement(scope, loaded));
  // A statement signed before statements carried the reasons (decision 0109) has none: null, never invented.
  return { ...statement, reasons: statement.reasons ?? null, ...accountOf(statement.totalCents, loaded.payments) };
}
