import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ArrangementPackage, GplItem, ItemVariant, Selector } from '#contract/family-arrangements.ts';
import type { StatementTemplate } from '#contract/family-statement.ts';
import {
  gplItems,
  itemVariants,
  packageLines,
  packages,
  priceListCategories,
  selectorItems,
  selectors,
  statementTemplates,
} from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The company's general price list as the family portal reads it: items, variants,
 * selectors, packages and the statement template. Every read is one query (or a fixed few) whatever
 * the number of rows; lists come in the price list's order (category position descending, then name).
 */

/** How many variants an item has, counted in the same query (no query per item). */
const variantCount = sql<number>`(select count(*)::int from ${itemVariants} where ${itemVariants.itemId} = ${gplItems.id})`;

const itemFields = {
  id: gplItems.id,
  name: gplItems.name,
  description: gplItems.description,
  priceCents: gplItems.priceCents,
  cashAdvance: gplItems.cashAdvance,
  soldByQuantity: gplItems.soldByQuantity,
  photo: gplItems.photo,
  categoryId: priceListCategories.id,
  categoryName: priceListCategories.name,
  variantCount,
};

const listOrder = [
  desc(priceListCategories.position),
  asc(priceListCategories.name),
  asc(gplItems.position),
  asc(gplItems.name),
];

function itemsQuery(scope: TenantScope, where?: SQL) {
  return scope
    .select(itemFields)
    .from(gplItems, where)
    .innerJoin(
      priceListCategories,
      and(eq(priceListCategories.id, gplItems.categoryId), scope.owns(priceListCategories)),
    );
}

type ItemRow = Awaited<ReturnType<typeof itemsQuery>>[number];

const toGplItem = (row: ItemRow): GplItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: { id: row.categoryId, name: row.categoryName },
  priceCents: row.priceCents,
  cashAdvance: row.cashAdvance,
  soldByQuantity: row.soldByQuantity,
  variantCount: row.variantCount,
  photo: row.photo ?? null,
});

export async function findGplItem(scope: TenantScope, itemId: number): Promise<GplItem | null> {
  const [row] = await itemsQuery(scope, eq(gplItems.id, itemId)).limit(1);
  return row ? toGplItem(row) : null;
}

/** GET /api/family/company/gpl/items: one page of the list, or the items `ids` names (unknown ids are left out). */
export async function listGplItems(
  scope: TenantScope,
  query: { page: number; pageSize: number; ids?: number[] | undefined },
): Promise<{ items: GplItem[]; page: number; pageSize: number; total: number }> {
  const where = query.ids ? inArray(gplItems.id, query.ids) : undefined;
  const [rows, total] = await Promise.all([
    itemsQuery(scope, where)
      .orderBy(...listOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    scope.count(gplItems, where),
  ]);
  return { items: rows.map(toGplItem), page: query.page, pageSize: query.pageSize, total };
}

/** Far above any funeral home's list: the whole list in one answer stays bounded. */
export const WHOLE_LIST_MAX = 2_000;

/**
 * The whole list in its order, in one query: the public general price list (decision 0079) reads the
 * very items, in the very schema, the family's price list pages through.
 */
export async function wholeGplItems(scope: TenantScope): Promise<GplItem[]> {
  return (
    await itemsQuery(scope)
      .orderBy(...listOrder)
      .limit(WHOLE_LIST_MAX)
  ).map(toGplItem);
}

/** Every item's variants, by item then in each item's order: the public list prices each (decision 0079). */
export async function wholeItemVariants(scope: TenantScope): Promise<ItemVariant[]> {
  const rows = await scope
    .selectAll(itemVariants)
    .orderBy(asc(itemVariants.itemId), asc(itemVariants.position), asc(itemVariants.id))
    .limit(WHOLE_LIST_MAX);
  return rows.map(toItemVariant);
}

const toItemVariant = (row: typeof itemVariants.$inferSelect): ItemVariant => ({
  id: row.id,
  itemId: row.itemId,
  name: row.name,
  description: row.description,
  priceCents: row.priceCents,
  photo: row.photo ?? null,
});

/** The variants of an item, or null when the item is not the company's. */
export async function listItemVariants(scope: TenantScope, itemId: number): Promise<ItemVariant[] | null> {
  const [rows, items] = await Promise.all([
    scope
      .selectAll(itemVariants, eq(itemVariants.itemId, itemId))
      .orderBy(asc(itemVariants.position), asc(itemVariants.id)),
    scope.count(gplItems, eq(gplItems.id, itemId)),
  ]);
  if (items === 0) return null;
  return rows.map(toItemVariant);
}

export async function findSelector(scope: TenantScope, selectorId: number): Promise<Selector | null> {
  const [found] = await scope
    .select({ id: selectors.id, name: selectors.name })
    .from(selectors, eq(selectors.id, selectorId));
  if (!found) return null;
  const rows = await itemsQuery(scope, eq(selectorItems.selectorId, selectorId))
    .innerJoin(selectorItems, and(eq(selectorItems.itemId, gplItems.id), scope.owns(selectorItems)))
    .orderBy(asc(selectorItems.position), asc(gplItems.id));
  return { id: found.id, name: found.name, selectorItems: rows.map((row) => ({ item: toGplItem(row) })) };
}

/** Whether `itemId` is one of the selector's choices. */
export async function selectorOffers(scope: TenantScope, selectorId: number, itemId: number): Promise<boolean> {
  return (
    (await scope.count(
      selectorItems,
      and(eq(selectorItems.selectorId, selectorId), eq(selectorItems.itemId, itemId)),
    )) > 0
  );
}

/** GET .../{caseId}/packages: each with the sum of its priced lines (two queries for all packages). */
export async function listPackages(scope: TenantScope): Promise<ArrangementPackage[]> {
  const [rows, prices] = await Promise.all([
    scope.selectAll(packages).orderBy(asc(packages.position), asc(packages.id)),
    scope
      .select({
        packageId: packageLines.packageId,
        cents: sql<number>`coalesce(sum(${packageLines.quantity} * ${gplItems.priceCents}), 0)::int`,
      })
      .from(packageLines)
      .innerJoin(gplItems, and(eq(gplItems.id, packageLines.itemId), scope.owns(gplItems)))
      .groupBy(packageLines.packageId),
  ]);
  const priceOf = new Map(prices.map((row) => [row.packageId, row.cents]));
  return rows.map((row) => ({
    packageId: row.id,
    category: row.kind,
    name: row.name,
    description: row.description,
    startingPriceCents: priceOf.get(row.id) ?? 0,
    photo: row.photo ?? null,
  }));
}

export async function findPackage(scope: TenantScope, packageId: number) {
  const [row] = await scope.selectAll(packages, eq(packages.id, packageId));
  return row ?? null;
}

export async function packageLinesOf(scope: TenantScope, packageId: number) {
  return scope
    .selectAll(packageLines, eq(packageLines.packageId, packageId))
    .orderBy(asc(packageLines.position), asc(packageLines.id));
}

/** An item with what a line needs to place it (its category) and whether the variant is its own. */
export async function findItemForLine(scope: TenantScope, itemId: number, variantId: number | null | undefined) {
  const [item] = await scope
    .select({
      id: gplItems.id,
      categoryId: gplItems.categoryId,
      soldByQuantity: gplItems.soldByQuantity,
      variants: variantCount,
    })
    .from(gplItems, eq(gplItems.id, itemId));
  if (!item) return { kind: 'no-item' as const };
  if (variantId == null) return { kind: 'found' as const, item, variantId: null };
  const variants = await scope.count(
    itemVariants,
    and(eq(itemVariants.id, variantId), eq(itemVariants.itemId, itemId)),
  );
  return variants === 0 ? { kind: 'no-variant' as const } : { kind: 'found' as const, item, variantId };
}

const toTemplate = (row: typeof statementTemplates.$inferSelect): StatementTemplate => ({
  revisionId: row.id,
  title: row.title,
  disclosure: row.disclosure,
  taxRateBasisPoints: row.taxRateBasisPoints,
});

export async function findStatementTemplate(scope: TenantScope, revisionId: number): Promise<StatementTemplate | null> {
  const [row] = await scope.selectAll(statementTemplates, eq(statementTemplates.id, revisionId));
  return row ? toTemplate(row) : null;
}

/** The newest template: new arrangements are priced with it. */
export async function currentStatementTemplate(scope: TenantScope): Promise<StatementTemplate | null> {
  const [row] = await scope.selectAll(statementTemplates).orderBy(desc(statementTemplates.id)).limit(1);
  return row ? toTemplate(row) : null;
}
