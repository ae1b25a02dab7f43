import { asc, desc } from 'drizzle-orm';
import type { StaffItem, StaffPackage, StaffPriceList, StaffSelector } from '#contract/staff-price-list.ts';
import {
  gplItems,
  itemVariants,
  packageLines,
  packages,
  priceListCategories,
  selectorItems,
  selectors,
} from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { currentStatementTemplate } from '#server/services/family/price-list.ts';
import { ruleGaps } from '#contract/funeral-rule.ts';
import { activePlaces, priceListHeaderOf } from '#server/services/public-price-list.ts';
import { effectiveOnOf } from './change-log.ts';

/*
 * GET /api/staff/price-list: everything the console edits, in a fixed number of queries whatever the
 * list's size (one per table), put together here. Categories in the price list's order (position
 * descending, then name), items and variants by position.
 */

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

export async function staffPriceList(scope: TenantScope, today: Date): Promise<StaffPriceList> {
  const [
    categories,
    items,
    variants,
    selectorRows,
    choiceRows,
    packageRows,
    lineRows,
    template,
    effectiveOn,
    company,
    places,
  ] = await Promise.all([
    scope
      .selectAll(priceListCategories)
      .orderBy(desc(priceListCategories.position), asc(priceListCategories.name), asc(priceListCategories.id)),
    scope.selectAll(gplItems).orderBy(asc(gplItems.position), asc(gplItems.name), asc(gplItems.id)),
    scope.selectAll(itemVariants).orderBy(asc(itemVariants.position), asc(itemVariants.id)),
    scope.selectAll(selectors).orderBy(asc(selectors.name), asc(selectors.id)),
    scope.selectAll(selectorItems).orderBy(asc(selectorItems.position), asc(selectorItems.id)),
    scope.selectAll(packages).orderBy(asc(packages.position), asc(packages.id)),
    scope.selectAll(packageLines).orderBy(asc(packageLines.position), asc(packageLines.id)),
    currentStatementTemplate(scope),
    effectiveOnOf(scope, today),
    scope.company(),
    activePlaces(scope),
  ]);
  const notOffered = company?.priceListNotOffered ?? [];
  const variantsOf = groupBy(variants, (row) => row.itemId);
  const choicesOf = groupBy(choiceRows, (row) => row.selectorId);
  const linesOf = groupBy(lineRows, (row) => row.packageId);
  return {
    ...priceListHeaderOf(company ?? { name: '', phoneNumber: '' }, places),
    effectiveOn,
    publishedAt: company?.priceListPublishedAt?.toISOString() ?? null,
    taxRateBasisPoints: template?.taxRateBasisPoints ?? 0,
    notOffered,
    gaps: ruleGaps(
      items.map((item) => ({ ...item, variants: variantsOf.get(item.id) ?? [] })),
      notOffered,
    ),
    categories: categories.map(({ id, name, position, displayForFamily }) => ({
      id,
      name,
      position,
      displayForFamily,
    })),
    items: items.map((row): StaffItem => ({
      id: row.id,
      categoryId: row.categoryId,
      name: row.name,
      description: row.description,
      priceCents: row.priceCents,
      cashAdvance: row.cashAdvance,
      taxable: row.taxable,
      soldByQuantity: row.soldByQuantity,
      position: row.position,
      photo: row.photo ?? null,
      ruleItem: row.ruleItem,
      variants: (variantsOf.get(row.id) ?? []).map((variant) => ({
        id: variant.id,
        name: variant.name,
        description: variant.description,
        priceCents: variant.priceCents,
        position: variant.position,
        photo: variant.photo ?? null,
        purchaserProvides: variant.purchaserProvides,
      })),
    })),
    selectors: selectorRows.map((row): StaffSelector => ({
      id: row.id,
      name: row.name,
      itemIds: (choicesOf.get(row.id) ?? []).map((choice) => choice.itemId),
    })),
    packages: packageRows.map((row): StaffPackage => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      description: row.description,
      position: row.position,
      photo: row.photo ?? null,
      lines: (linesOf.get(row.id) ?? []).map(({ itemId, selectorId, name }) => ({ itemId, selectorId, name })),
    })),
  };
}
