import { and, asc, eq } from 'drizzle-orm';
import type { ResponsiveImage } from '#contract/responsive-image.ts';
import { isCategoryOffered } from '#contract/shop-categories.ts';
import type { ProductCategory, ShopProduct } from '#contract/shop.ts';
import { products } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

export type ProductRow = typeof products.$inferSelect;

/** Hand delivery of flowers and plants (once per order); trees and keepsakes ship free. */
const deliveryFees: Record<ProductCategory, number> = { flowers: 1_500, plants: 1_500, trees: 0, keepsakes: 0 };

/** Product photos are square, stored in these widths (public/images/shop/<name>-<width>.webp). */
const PHOTO_WIDTHS = [320, 640, 960] as const;
const widthSuffix = /-(320|640|960)\.webp$/;

/** The photo with the widths it is stored in; a photo outside that naming is offered as it is. */
export function productImageOf(imageUrl: string, alt: string): ResponsiveImage {
  const square = { width: 640, height: 640, alt };
  if (!widthSuffix.test(imageUrl)) return { url: imageUrl, ...square, sources: [] };
  const at = (width: number) => imageUrl.replace(widthSuffix, `-${width}.webp`);
  return { url: at(640), ...square, sources: PHOTO_WIDTHS.map((width) => ({ url: at(width), width })) };
}

/** The product's photo as the shop shows it: a library picture's renditions, else the stock photo's widths. */
export const productImage = (row: ProductRow): ResponsiveImage =>
  row.photo ? { ...row.photo, alt: row.imageAlt } : productImageOf(row.imageUrl, row.imageAlt);

export const deliveryFeeFor = (category: ProductCategory): number => deliveryFees[category];

export function toShopProduct(row: ProductRow): ShopProduct {
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    deliveryFeeCents: deliveryFeeFor(row.category),
    deliversToEvents: row.deliversToEvents,
    image: productImage(row),
  };
}

/** The company's active products in their shop order, less what the obituary does not offer (no flowers). */
export async function listActiveProducts(scope: TenantScope, offered: { noFlowers: boolean }): Promise<ShopProduct[]> {
  const rows = await scope
    .selectAll(products, eq(products.active, true))
    .orderBy(asc(products.position), asc(products.id));
  return rows.filter((row) => isCategoryOffered(row.category, offered.noFlowers)).map(toShopProduct);
}

/** One active product of the company; null for an unknown, inactive or another company's id. */
export async function findActiveProduct(scope: TenantScope, id: number): Promise<ProductRow | null> {
  const [row] = await scope.selectAll(products, and(eq(products.id, id), eq(products.active, true))).limit(1);
  return row ?? null;
}
