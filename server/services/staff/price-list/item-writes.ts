import { eq } from 'drizzle-orm';
import { formatMoney } from '#contract/money.ts';
import { priceListMessages, type CategoryBody, type ItemBody, type VariantBody } from '#contract/staff-price-list.ts';
import { gplItems, itemVariants, priceListCategories } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { recordChange, type ChangeAuthor } from './change-log.ts';
import { invalid, notFound, type PriceListOutcome } from './price-list-outcome.ts';
import { keepingTheRule } from './rule-check.ts';

/*
 * Categories, items and their variants (decision 0079). Each write and the change it records are one
 * transaction; prices are live, so an unsigned arrangement shows the new price at once, while a signed
 * contract keeps the statement it froze. Another company's row is 404. An item's or option's write on a
 * published list may not open a gap in what the Funeral Rule asks it to price (rule-check.ts).
 */

const priceText = (cents: number | null) => (cents === null ? 'estimate when known' : formatMoney(cents));

export function createCategory(scope: TenantScope, author: ChangeAuthor, body: CategoryBody) {
  return scope.transaction(async (tx): Promise<PriceListOutcome> => {
    const [row] = await tx.insert(priceListCategories, body).returning({ id: priceListCategories.id });
    const effectiveOn = await recordChange(tx, author, `New category ${body.name}`);
    return { kind: 'done', id: row!.id, effectiveOn };
  });
}

export function updateCategory(scope: TenantScope, author: ChangeAuthor, categoryId: number, body: CategoryBody) {
  return scope.transaction(async (tx): Promise<PriceListOutcome> => {
    const [row] = await tx
      .update(priceListCategories, body, eq(priceListCategories.id, categoryId))
      .returning({ id: priceListCategories.id });
    if (!row) return notFound;
    const effectiveOn = await recordChange(tx, author, `Category ${body.name} changed`);
    return { kind: 'done', id: row.id, effectiveOn };
  });
}

const ownsCategory = async (scope: TenantScope, categoryId: number) =>
  (await scope.count(priceListCategories, eq(priceListCategories.id, categoryId))) > 0;

export function createItem(scope: TenantScope, author: ChangeAuthor, body: ItemBody) {
  return keepingTheRule(scope, async (tx): Promise<PriceListOutcome> => {
    if (!(await ownsCategory(tx, body.categoryId))) return invalid('categoryId', priceListMessages.unknownCategory);
    const [row] = await tx.insert(gplItems, body).returning({ id: gplItems.id });
    const effectiveOn = await recordChange(tx, author, `New item ${body.name}: ${priceText(body.priceCents)}`);
    return { kind: 'done', id: row!.id, effectiveOn };
  });
}

export function updateItem(scope: TenantScope, author: ChangeAuthor, itemId: number, body: ItemBody) {
  return keepingTheRule(scope, async (tx): Promise<PriceListOutcome> => {
    const [before] = await tx
      .select({ priceCents: gplItems.priceCents })
      .from(gplItems, eq(gplItems.id, itemId))
      .for('update');
    if (!before) return notFound;
    if (!(await ownsCategory(tx, body.categoryId))) return invalid('categoryId', priceListMessages.unknownCategory);
    await tx.update(gplItems, body, eq(gplItems.id, itemId));
    const what =
      before.priceCents === body.priceCents
        ? `Item ${body.name} changed`
        : `Price of ${body.name}: ${priceText(before.priceCents)} → ${priceText(body.priceCents)}`;
    return { kind: 'done', id: itemId, effectiveOn: await recordChange(tx, author, what) };
  });
}

export function createVariant(scope: TenantScope, author: ChangeAuthor, itemId: number, body: VariantBody) {
  return keepingTheRule(scope, async (tx): Promise<PriceListOutcome> => {
    const [item] = await tx.select({ name: gplItems.name }).from(gplItems, eq(gplItems.id, itemId));
    if (!item) return notFound;
    const [row] = await tx.insert(itemVariants, { ...body, itemId }).returning({ id: itemVariants.id });
    const effectiveOn = await recordChange(
      tx,
      author,
      `New option ${body.name} of ${item.name}: ${priceText(body.priceCents)}`,
    );
    return { kind: 'done', id: row!.id, effectiveOn };
  });
}

export function updateVariant(scope: TenantScope, author: ChangeAuthor, variantId: number, body: VariantBody) {
  return keepingTheRule(scope, async (tx): Promise<PriceListOutcome> => {
    const [before] = await tx
      .select({ priceCents: itemVariants.priceCents })
      .from(itemVariants, eq(itemVariants.id, variantId))
      .for('update');
    if (!before) return notFound;
    await tx.update(itemVariants, body, eq(itemVariants.id, variantId));
    const what =
      before.priceCents === body.priceCents
        ? `Option ${body.name} changed`
        : `Price of option ${body.name}: ${priceText(before.priceCents)} → ${priceText(body.priceCents)}`;
    return { kind: 'done', id: variantId, effectiveOn: await recordChange(tx, author, what) };
  });
}
