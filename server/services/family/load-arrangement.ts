import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { WrittenReasons } from '#contract/family-statement.ts';
import type { RuleItemKey } from '#contract/funeral-rule.ts';
import type { CaseStatus } from '#contract/planning.ts';
import type { PaidAmount } from '#contract/arrangement-rules.ts';
import {
  arrangementLines,
  arrangements,
  casePayments,
  caseRefunds,
  cases,
  contracts,
  gplItems,
  itemVariants,
  packages,
  priceListCategories,
  selectors,
  statementTemplates,
} from '#server/db/schema.ts';
import { jsonList, rowFromJson } from '#server/db/json-row.ts';
import { caseDirectorName } from '#server/services/case-directors.ts';
import { nested, type CaseScope, type CaseTable, type TenantScope } from '#server/db/tenant-scope.ts';

/*
 * One case's arrangement as the services read it: the case, its arrangement (package and its name,
 * template and tax rate), the contract, what it has paid, and every line with its category, item,
 * variant and selector. One query whatever the number of lines (the issue's "same number of queries
 * for 3 lines as for 30"; load-arrangement.test.ts counts them): the head and the lines are JSON
 * sources of a select from `cases` (decision 0069). Through the CaseScope: a case the member does not
 * belong to loads as null, like one that does not exist.
 */

const variantCount = sql<number>`(select count(*)::int from ${itemVariants} where ${itemVariants.itemId} = ${gplItems.id})`;

/** The arrangement's head as JSON (times as text, the contract as `to_json` writes its row). */
export interface ArrangementHead {
  case: LoadedArrangement['case'];
  arrangement: {
    packageId: number | null;
    packageName: string | null;
    templateId: number | null;
    taxRateBasisPoints: number | null;
    requiredPurchasesReason: string;
    embalmingReason: string;
  } | null;
  contract: Record<string, unknown> | null;
  payments: PaidAmount[];
}

/**
 * The case's arrangement head as one JSON value: the case, its arrangement (package and its name,
 * template and tax rate), the contract and the case's approved payments with what was refunded of each
 * (what the balance reads: contract/arrangement-rules.ts accountOf). A column of
 * a select from `cases` (the case at hand), so the family's calls read it beside the lines and the
 * console's case page beside the rest of the case (services/staff/cases/case-facts.ts).
 */
export function arrangementHeadSource(scope: TenantScope, caseId: number): SQL<ArrangementHead> {
  const ofCase = (table: CaseTable) => and(eq(table.caseId, caseId), scope.owns(table));
  return nested(sql`json_build_object(
    'case', json_build_object('id', ${cases.id}, 'nameSlug', ${cases.nameSlug}, 'decedentName', ${cases.decedentName},
      'status', ${cases.status}, 'locationId', ${cases.locationId}, 'directorName', ${caseDirectorName(scope)}),
    'arrangement', (select json_build_object('packageId', ${arrangements.packageId}, 'packageName', ${packages.name},
        'templateId', ${arrangements.templateId}, 'taxRateBasisPoints', ${statementTemplates.taxRateBasisPoints},
        'requiredPurchasesReason', ${arrangements.requiredPurchasesReason}, 'embalmingReason', ${arrangements.embalmingReason})
      from ${arrangements}
      left join ${packages} on ${and(eq(packages.id, arrangements.packageId), scope.owns(packages))}
      left join ${statementTemplates} on ${and(eq(statementTemplates.id, arrangements.templateId), scope.owns(statementTemplates))}
      where ${ofCase(arrangements)} limit 1),
    'contract', (select to_json(${contracts}) from ${contracts} where ${ofCase(contracts)} limit 1),
    'payments', ${paidAmountsSource(scope, caseId)}
  )`).mapWith((value: ArrangementHead) => value);
}

/**
 * The case's paid payments, each with what its refunds gave back ({ amountCents, refundedCents }, the
 * contract's PaidAmount), as a JSON list: the balance's input, read beside the arrangement. `caseId` is
 * an id, or `cases.id` for every case of a larger select (the console's "My cases").
 */
export function paidAmountsSource(scope: TenantScope, caseId: number | SQLWrapper): SQL {
  const refunded = sql`(select coalesce(sum(${caseRefunds.amountCents}), 0)::int from ${caseRefunds}
    where ${and(eq(caseRefunds.paymentId, casePayments.id), countedRefund, scope.owns(caseRefunds))})`;
  return jsonList(
    sql`json_build_object('amountCents', ${casePayments.amountCents}, 'refundedCents', ${refunded})`,
    sql`${casePayments} where ${and(eq(casePayments.caseId, caseId), scope.owns(casePayments), countedPayment)}`,
  );
}

/**
 * Which payments and refunds the balance counts (contract/arrangement-rules.ts accountOf's input): a
 * paid payment, and a refund once given back. The reports' balances (decision 0126) read the same.
 */
export const countedPayment = eq(casePayments.status, 'paid');
export const countedRefund = eq(caseRefunds.status, 'refunded');

/** One line with its category, item, variant and selector (null where the line has none). */
export interface LoadedLine {
  id: number;
  name: string | null;
  quantity: number;
  fromPackage: boolean;
  categoryId: number;
  categoryName: string;
  categoryPosition: number;
  displayForFamily: boolean;
  itemId: number | null;
  itemName: string | null;
  itemPriceCents: number | null;
  cashAdvance: boolean | null;
  taxable: boolean | null;
  /** The item's role under the Funeral Rule (gpl_items.rule_item): an embalming line is `embalming`. */
  ruleItem: RuleItemKey | null;
  variantCount: number;
  variantId: number | null;
  variantName: string | null;
  variantPriceCents: number | null;
  selectorId: number | null;
  selectorName: string | null;
}

const lineFields: Record<keyof LoadedLine, SQLWrapper> = {
  id: arrangementLines.id,
  name: arrangementLines.name,
  quantity: arrangementLines.quantity,
  fromPackage: arrangementLines.fromPackage,
  categoryId: priceListCategories.id,
  categoryName: priceListCategories.name,
  categoryPosition: priceListCategories.position,
  displayForFamily: priceListCategories.displayForFamily,
  itemId: gplItems.id,
  itemName: gplItems.name,
  itemPriceCents: gplItems.priceCents,
  cashAdvance: gplItems.cashAdvance,
  taxable: gplItems.taxable,
  ruleItem: gplItems.ruleItem,
  variantCount,
  variantId: itemVariants.id,
  variantName: itemVariants.name,
  variantPriceCents: itemVariants.priceCents,
  selectorId: selectors.id,
  selectorName: selectors.name,
};

/**
 * The case's lines, in the order they were added, as one JSON list: a column of a select from `cases`
 * beside the head (arrangementHeadSource), so the arrangement is one query for the family and part of
 * the console's case page's one query (services/staff/cases/case-facts.ts).
 */
export function arrangementLinesSource(scope: TenantScope, caseId: number): SQL<LoadedLine[]> {
  // The keys are this file's own names, never input.
  const line = sql`json_build_object(${sql.join(
    Object.entries(lineFields).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field}`),
    sql`, `,
  )})`;
  const from = sql`${arrangementLines}
    inner join ${priceListCategories} on ${and(eq(priceListCategories.id, arrangementLines.categoryId), scope.owns(priceListCategories))}
    left join ${gplItems} on ${and(eq(gplItems.id, arrangementLines.itemId), scope.owns(gplItems))}
    left join ${itemVariants} on ${and(eq(itemVariants.id, arrangementLines.variantId), scope.owns(itemVariants))}
    left join ${selectors} on ${and(eq(selectors.id, arrangementLines.selectorId), scope.owns(selectors))}
    where ${and(eq(arrangementLines.caseId, caseId), scope.owns(arrangementLines))}`;
  return nested(jsonList(line, from, sql`${arrangementLines.id}`)).mapWith((value: LoadedLine[]) => value);
}
export type ContractRow = typeof contracts.$inferSelect;

export interface LoadedArrangement {
  case: {
    id: number;
    nameSlug: string;
    decedentName: string;
    status: CaseStatus;
    locationId: number;
    /** The case's director while their account directs cases (caseDirectorName); null until one is assigned. */
    directorName: string | null;
  };
  /** Null until the family first chooses a package (the arrangement row is made then). */
  packageId: number | null;
  packageName: string | null;
  templateId: number | null;
  taxRateBasisPoints: number | null;
  /** The statement's reasons as staff wrote them ('' for none, and before the arrangement row is made). */
  reasons: WrittenReasons;
  contract: ContractRow | null;
  /** The case's approved payments and what was refunded of each (the balance's input). */
  payments: PaidAmount[];
  lines: LoadedLine[];
}

/** The case's arrangement, or null for a case that is not the member's (or does not exist). */
export async function loadArrangement(scope: CaseScope, caseId: number): Promise<LoadedArrangement | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const [found] = await scope
    .select({ head: arrangementHeadSource(scope, caseId), lines: arrangementLinesSource(scope, caseId) })
    .from(cases, eq(cases.id, caseId));
  return found ? arrangementOf(found.head, found.lines) : null;
}

/** The arrangement from its head's and lines' JSON (read beside other columns). */
export function arrangementOf(head: ArrangementHead, lines: LoadedLine[]): LoadedArrangement {
  return {
    case: head.case,
    packageId: head.arrangement?.packageId ?? null,
    packageName: head.arrangement?.packageName ?? null,
    templateId: head.arrangement?.templateId ?? null,
    taxRateBasisPoints: head.arrangement?.taxRateBasisPoints ?? null,
    reasons: {
      requiredPurchases: head.arrangement?.requiredPurchasesReason ?? '',
      embalming: head.arrangement?.embalmingReason ?? '',
    },
    contract: head.contract ? rowFromJson(contracts, head.contract) : null,
    payments: head.payments,
    lines,
  };
}

export const signedAtOf = (loaded: LoadedArrangement): Date | null => loaded.contract?.signedAt ?? null;
