import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import {
  PRODUCTS_LIST_MAX,
  shopPhotoOf,
  shopPhotoUrl,
  type ProductBody,
  type ProductPhoto,
  type ShopPhoto,
  type StaffProduct,
} from '#contract/staff-products.ts';
import { orders, products } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { mediaIdOfUrl } from '#server/services/media/public-media.ts';
import { productImage, type ProductRow } from '#server/services/shop/catalogue.ts';
import { libraryImage } from '#server/services/staff/pictures/pictures.ts';

/*
 * The console's shop products (decision 0082): the company's products in the shop's order, on sale
 * or not, with how many orders each has. A new product goes last. A product with orders is never
 * deleted: the orders name it (and keep its name and price as ordered), so it is taken off sale.
 */

async function orderCountsOf(scope: TenantScope, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await scope
    .select({ productId: orders.productId, total: count() })
    .from(orders, inArray(orders.productId, ids))
    .groupBy(orders.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.total)]));
}

/** The photo as the console chose it: a library picture by its id, else a stock photo by its name. */
function photoOf(row: ProductRow): ProductPhoto | null {
  const pictureId = row.photo ? mediaIdOfUrl(row.photo.url) : null;
  return pictureId === null ? shopPhotoOf(row.imageUrl) : { pictureId };
}

const toStaffProduct = (row: ProductRow, orderCount: number): StaffProduct => ({
  id: row.id,
  name: row.name,
  category: row.category,
  description: row.description,
  priceCents: row.priceCents,
  photo: photoOf(row),
  image: productImage(row),
  imageAlt: row.imageAlt,
  deliversToEvents: row.deliversToEvents,
  active: row.active,
  orderCount,
});

/** What a write may answer: the product, or a photo that is not in the company's library. */
export type ProductWrite = { kind: 'done'; product: StaffProduct } | { kind: 'not-found' } | { kind: 'no-picture' };

/** The row's columns; null when the body names a picture the company's library does not hold. */
async function columnsOf(scope: TenantScope, body: ProductBody) {
  const photo = typeof body.photo === 'string' ? null : await libraryImage(scope, body.photo.pictureId);
  if (typeof body.photo !== 'string' && !photo) return null;
  return {
    name: body.name,
    category: body.category,
    description: body.description,
    priceCents: body.priceCents,
    imageUrl: photo ? photo.url : shopPhotoUrl(body.photo as ShopPhoto),
    imageAlt: body.imageAlt,
    photo,
    deliversToEvents: body.deliversToEvents,
    active: body.active,
  };
}

export async function listStaffProducts(scope: TenantScope): Promise<StaffProduct[]> {
  const rows = await scope
    .selectAll(products)
    .orderBy(asc(products.position), asc(products.id))
    .limit(PRODUCTS_LIST_MAX);
  const counts = await orderCountsOf(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStaffProduct(row, counts.get(row.id) ?? 0));
}

export async function findStaffProduct(scope: TenantScope, id: number): Promise<StaffProduct | null> {
  const [row] = await scope.selectAll(products, eq(products.id, id)).limit(1);
  if (!row) return null;
  return toStaffProduct(row, (await orderCountsOf(scope, [id])).get(id) ?? 0);
}

/** A new product, last in the shop's order. */
export async function createProduct(scope: TenantScope, body: ProductBody): Promise<ProductWrite> {
  const columns = await columnsOf(scope, body);
  if (!columns) return { kind: 'no-picture' };
  // Two added at once may share a position: the shop orders equals by id.
  const [last] = await scope.select({ position: max(products.position) }).from(products);
  const position = last?.position === null || last === undefined ? 0 : last.position + 1;
  const [row] = await scope.insert(products, { ...columns, position }).returning();
  return { kind: 'done', product: toStaffProduct(row!, 0) };
}

/** The product as the body says (its orders keep the name and price they were placed at); null: not the company's. */
export async function updateProduct(scope: TenantScope, id: number, body: ProductBody): Promise<ProductWrite> {
  const columns = await columnsOf(scope, body);
  if (!columns) return { kind: 'no-picture' };
  const [row] = await scope.update(products, columns, eq(products.id, id)).returning({ id: products.id });
  const product = row ? await findStaffProduct(scope, id) : null;
  return product ? { kind: 'done', product } : { kind: 'not-found' };
}

/**
 * Deletes a product nobody has ordered; in one statement, so an order placed meanwhile keeps it
 * (the orders' foreign key would refuse the delete too).
 */
export async function deleteProduct(scope: TenantScope, id: number): Promise<'deleted' | 'has-orders' | 'not-found'> {
  const unordered = sql`not exists (select 1 from ${orders} where ${orders.productId} = ${products.id})`;
  const deleted = await scope.delete(products, and(eq(products.id, id), unordered)).returning({ id: products.id });
  if (deleted.length > 0) return 'deleted';
  return (await scope.count(products, eq(products.id, id))) > 0 ? 'has-orders' : 'not-found';
}
