import { and, desc, eq, inArray, isNotNull, notInArray, or } from 'drizzle-orm';
import { priceListMessages, type PackageBody, type SelectorBody } from '#contract/staff-price-list.ts';
import {
  arrangements,
  contracts,
  gplItems,
  packageLines,
  packages,
  selectorItems,
  selectors,
  statementTemplates,
} from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { recordChange, type ChangeAuthor } from './change-log.ts';
import { invalid, notFound, type PriceListOutcome } from './price-list-outcome.ts';

/*
 * Selectors (a choice among items), packages (the lines an arrangement starts with) and the tax rate
 * (decision 0079). A selector's or a package's lines are replaced whole, checked before anything is
 * written. A package's lines are copied into an arrangement when the family chooses it, so a change
 * reaches the next choice, never an arrangement made already. A new tax rate is a new statement
 * template that unsigned arrangements take at once; a signed one keeps the template (and the
 * statement) it was signed with.
 */

/** Each named item's category, or null when one of them is not the company's. */
async function itemCategories(scope: TenantScope, itemIds: number[]): Promise<Map<number, number> | null> {
  if (itemIds.length === 0) return new Map();
  const rows = await scope
    .select({ id: gplItems.id, categoryId: gplItems.categoryId })
    .from(gplItems, inArray(gplItems.id, itemIds));
  const found = new Map(rows.map((row) => [row.id, row.categoryId]));
  return itemIds.every((id) => found.has(id)) ? found : null;
}

async function writeChoices(scope: TenantScope, selectorId: number, itemIds: number[]): Promise<void> {
  await scope.delete(selectorItems, eq(selectorItems.selectorId, selectorId));
  await scope.insert(
    selectorItems,
    itemIds.map((itemId, position) => ({ selectorId, itemId, position })),
  );
}

/** A selector's body with its items once each, or why not. */
async function checkedChoices(scope: TenantScope, body: SelectorBody): Promise<number[] | PriceListOutcome> {
  const itemIds = [...new Set(body.itemIds)];
  return (await itemCategories(scope, itemIds)) ? itemIds : invalid('itemIds', priceListMessages.unknownItem);
}

export function createSelector(scope: TenantScope, author: ChangeAuthor, body: SelectorBody) {
  return scope.transaction(async (tx): Promise<PriceListOutcome> => {
    const itemIds = await checkedChoices(tx, body);
    if (!Array.isArray(itemIds)) return itemIds;
    const [row] = await tx.insert(selectors, { name: body.name }).returning({ id: selectors.id });
    await writeChoices(tx, row!.id, itemIds);
    const effectiveOn = await recordChange(tx, author, `New choice ${body.name}`);
    return { kind: 'done', id: row!.id, effectiveOn };
  });
}

export function updateSelector(scope: TenantScope, author: ChangeAuthor, selectorId: number, body: SelectorBody) {
  return scope.transaction(async (tx): Promise<PriceListOutcome> => {
    const [row] = await tx
      .update(selectors, { name: body.name }, eq(selectors.id, selectorId))
      .returning({ id: selectors.id });
    if (!row) return notFound;
    const itemIds = await checkedChoices(tx, body);
    if (!Array.isArray(itemIds)) return itemIds;
    await writeChoices(tx, selectorId, itemIds);
    const effectiveOn = await recordChange(tx, author, `Choice ${body.name} changed`);
    return { kind: 'done', id: selectorId, effectiveOn };
  });
}

type PackageLineRow = { categoryId: number; itemId: number | null; selectorId: number | null };

/**
 * The package's lines as rows: an item's line in the item's category, a selector's in its first
 * item's; or why not (an item or a selector that is not the company's, a selector without items).
 */
async function packageLineRows(scope: TenantScope, body: PackageBody): Promise<PackageLineRow[] | PriceListOutcome> {
  const itemIds = body.lines.flatMap((line) => ('itemId' in line ? [line.itemId] : []));
  const selectorIds = body.lines.flatMap((line) => ('selectorId' in line ? [line.selectorId] : []));
  const categories = await itemCategories(scope, [...new Set(itemIds)]);
  if (!categories) return invalid('lines', priceListMessages.unknownItem);
  const firstChoices =
    selectorIds.length === 0
      ? []
      : await scope
          .select({ selectorId: selectorItems.selectorId, categoryId: gplItems.categoryId })
          .from(selectorItems, inArray(selectorItems.selectorId, selectorIds))
          .innerJoin(gplItems, and(eq(gplItems.id, selectorItems.itemId), scope.owns(gplItems)))
          .orderBy(desc(selectorItems.position), desc(selectorItems.id));
  // Ordered last first, so the map keeps each selector's first item.
  const selectorCategory = new Map(firstChoices.map((row) => [row.selectorId, row.categoryId]));
  const known = selectorIds.length === 0 ? 0 : await scope.count(selectors, inArray(selectors.id, selectorIds));
  if (known < new Set(selectorIds).size) return invalid('lines', priceListMessages.unknownSelector);
  const rows: PackageLineRow[] = [];
  for (const line of body.lines) {
    if ('itemId' in line)
      rows.push({ categoryId: categories.get(line.itemId)!, itemId: line.itemId, selectorId: null });
    else {
      const categoryId = selectorCategory.get(line.selectorId);
      if (categoryId === undefined) return invalid('lines', priceListMessages.emptySelector);
      rows.push({ categoryId, itemId: null, selectorId: line.selectorId });
    }
  }
  return rows;
}

async function writePackageLines(scope: TenantScope, packageId: number, rows: PackageLineRow[]) {
  // A line of only a name (seeded) has no editor: it stays, after the lines written here.
  await scope.delete(
    packageLines,
    and(eq(packageLines.packageId, packageId), or(isNotNull(packageLines.itemId), isNotNull(packageLines.selectorId))),
  );
  if (rows.length > 0)
    await scope.insert(
      packageLines,
      rows.map((row, position) => ({ ...row, packageId, position })),
    );
}

export function createPackage(scope: TenantScope, author: ChangeAuthor, body: PackageBody) {
  return scope.transaction(async (tx): Promise<PriceListOutcome> => {
    const rows = await packageLineRows(tx, body);
    if (!Array.isArray(rows)) return rows;
    const { lines: _lines, ...fields } = body;
    const [row] = await tx.insert(packages, fields).returning({ id: packages.id });
    await writePackageLines(tx, row!.id, rows);
    const effectiveOn = await recordChange(tx, author, `New package ${body.name}`);
    return { kind: 'done', id: row!.id, effectiveOn };
  });
}

export function updatePackage(scope: TenantScope, author: ChangeAuthor, packageId: number, body: PackageBody) {
  return scope.transaction(async (tx): Promise<PriceListOutcome> => {
    const { lines: _lines, ...fields } = body;
    const [row] = await tx.update(packages, fields, eq(packages.id, packageId)).returning({ id: packages.id });
    if (!row) return notFound;
    const rows = await packageLineRows(tx, body);
    if (!Array.isArray(rows)) return rows;
    await writePackageLines(tx, packageId, rows);
    const effectiveOn = await recordChange(tx, author, `Package ${body.name} changed`);
    return { kind: 'done', id: packageId, effectiveOn };
  });
}

const DEFAULT_TEMPLATE = {
  title: 'Statement of funeral goods and services selected',
  disclosure: 'Charges are only for those items that you selected or that are required.',
};

/** A new tax rate: a new statement template (its wording kept), which every unsigned arrangement takes now. */
export function setTaxRate(scope: TenantScope, author: ChangeAuthor, taxRateBasisPoints: number) {
  return scope.transaction(async (tx): Promise<PriceListOutcome> => {
    const [current] = await tx
      .selectAll(statementTemplates)
      .orderBy(desc(statementTemplates.id))
      .limit(1)
      .for('update');
    const wording = current ? { title: current.title, disclosure: current.disclosure } : DEFAULT_TEMPLATE;
    const [row] = await tx
      .insert(statementTemplates, { ...wording, taxRateBasisPoints })
      .returning({ id: statementTemplates.id });
    const signed = tx.select({ caseId: contracts.caseId }).from(contracts, isNotNull(contracts.signedAt));
    await tx.update(arrangements, { templateId: row!.id }, notInArray(arrangements.caseId, signed));
    const rate = `${(taxRateBasisPoints / 100).toFixed(2)} %`;
    const effectiveOn = await recordChange(tx, author, `Tax rate ${rate}`);
    return { kind: 'done', id: row!.id, effectiveOn };
  });
}
