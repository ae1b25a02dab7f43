import { and, asc, eq, sql } from 'drizzle-orm';
import {
  arrangementLines,
  arrangements,
  casePayments,
  cases,
  contracts,
  gplItems,
  itemVariants,
  packages,
  priceListCategories,
  selectors,
  statementTemplates,
} from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';

/*
 * One case's arrangement as the services read it: the case, its arrangement (package and its name,
 * template and tax rate), the contract, what it has paid, and every line with its category, item, variant and selector. Two
 * queries whatever the number of lines (the "same number of queries for 3 lines as for 30";
 * server/routes/family-arrangement-queries.test.ts counts them). Through the CaseScope: a case the
 * member does not belong to loads as null, like one that does not exist.
 */

const variantCount = sql<number>`(select count(*)::int from ${itemVariants} where ${itemVariants.itemId} = ${gplItems.id})`;

function headQuery(scope: CaseScope, caseId: number) {
  return scope
    .select({
      case: {
        id: cases.id,
        nameSlug: cases.nameSlug,
        decedentName: cases.decedentName,
        status: cases.status,
        locationId: cases.locationId,
        directorName: cases.directorName,
        directorPhone: cases.directorPhone,
      },
      packageId: arrangements.packageId,
      packageName: packages.name,
      templateId: arrangements.templateId,
      taxRateBasisPoints: statementTemplates.taxRateBasisPoints,
      contract: contracts,
      // What the case has paid (approved payments only), read with the rest rather than after it.
      paidCents:
        sql<number>`(select coalesce(sum(${casePayments.amountCents}), 0)::int from ${casePayments} where ${and(
          eq(casePayments.caseId, cases.id),
          eq(casePayments.status, 'paid'),
          scope.ownsCase(casePayments),
        )})`.mapWith(Number),
    })
    .from(cases, eq(cases.id, caseId))
    .leftJoin(arrangements, and(eq(arrangements.caseId, cases.id), scope.ownsCase(arrangements)))
    .leftJoin(packages, and(eq(packages.id, arrangements.packageId), scope.owns(packages)))
    .leftJoin(
      statementTemplates,
      and(eq(statementTemplates.id, arrangements.templateId), scope.owns(statementTemplates)),
    )
    .leftJoin(contracts, and(eq(contracts.caseId, cases.id), scope.ownsCase(contracts)))
    .limit(1);
}

function linesQuery(scope: CaseScope, caseId: number) {
  return scope
    .select({
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
      variantCount,
      variantId: itemVariants.id,
      variantName: itemVariants.name,
      variantPriceCents: itemVariants.priceCents,
      selectorId: selectors.id,
      selectorName: selectors.name,
    })
    .from(arrangementLines, eq(arrangementLines.caseId, caseId))
    .innerJoin(
      priceListCategories,
      and(eq(priceListCategories.id, arrangementLines.categoryId), scope.owns(priceListCategories)),
    )
    .leftJoin(gplItems, and(eq(gplItems.id, arrangementLines.itemId), scope.owns(gplItems)))
    .leftJoin(itemVariants, and(eq(itemVariants.id, arrangementLines.variantId), scope.owns(itemVariants)))
    .leftJoin(selectors, and(eq(selectors.id, arrangementLines.selectorId), scope.owns(selectors)))
    .orderBy(asc(arrangementLines.id));
}

type Head = Awaited<ReturnType<typeof headQuery>>[number];
export type LoadedLine = Awaited<ReturnType<typeof linesQuery>>[number];
export type ContractRow = NonNullable<Head['contract']>;

export interface LoadedArrangement {
  case: Head['case'];
  /** Null until the family first chooses a package (the arrangement row is made then). */
  packageId: number | null;
  packageName: string | null;
  templateId: number | null;
  taxRateBasisPoints: number | null;
  contract: ContractRow | null;
  /** What the case has paid so far (approved payments), in cents. */
  paidCents: number;
  lines: LoadedLine[];
}

/** The case's arrangement, or null for a case that is not the member's (or does not exist). */
export async function loadArrangement(scope: CaseScope, caseId: number): Promise<LoadedArrangement | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const [[head], lines] = await Promise.all([headQuery(scope, caseId), linesQuery(scope, caseId)]);
  if (!head) return null;
  return {
    case: head.case,
    packageId: head.packageId,
    packageName: head.packageName,
    templateId: head.templateId,
    taxRateBasisPoints: head.taxRateBasisPoints,
    contract: head.contract,
    paidCents: head.paidCents,
    lines,
  };
}

export const signedAtOf = (loaded: LoadedArrangement): Date | null => loaded.contract?.signedAt ?? null;
