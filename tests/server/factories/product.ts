import type { TenantScope } from '#server/db/tenant-scope.ts';
import { insertShopSeed, type ProductSeed } from '#server/seed/shop-seed.ts';

/*
 * The sympathy shop's products of a test's own, in display order, written by the demo seed's own
 * insert (server/seed/shop-seed.ts): a factory company has none, so a test that asserts on the
 * catalogue (names, prices, categories) makes the one it asserts on.
 */

/** A product; by default a flower arrangement delivered to services, with the shop's lily photo. */
export type ProductOptions = Pick<ProductSeed, 'name'> & Partial<ProductSeed>;

/** Writes the products, shown in the order given (once per company: positions start at 0); their ids in order. */
export function createProducts(scope: TenantScope, products: ProductOptions[]): Promise<number[]> {
  return insertShopSeed(
    scope,
    products.map((product) => ({
      category: 'flowers',
      description: `${product.name}, made for a test.`,
      priceCents: 5_000,
      imageUrl: '/images/shop/white-lily-arrangement-640.webp',
      imageAlt: product.name,
      deliversToEvents: true,
      ...product,
    })),
  );
}
