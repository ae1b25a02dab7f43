import type { ProductCategory } from '#contract/shop.ts';
import { products } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/** A product of a company's sympathy shop, as a seed writes it; shown in list order. */
export interface ProductSeed {
  category: ProductCategory;
  name: string;
  description: string;
  priceCents: number;
  /** A site path to the photo: `/images/shop/<name>-640.webp`, with -320 and -960 beside it. */
  imageUrl: string;
  imageAlt: string;
  deliversToEvents: boolean;
}

/** Writes the products in list order; returns their ids in the same order. */
export async function insertShopSeed(scope: TenantScope, seeds: readonly ProductSeed[]): Promise<number[]> {
  if (seeds.length === 0) return [];
  const rows = await scope
    .insert(
      products,
      seeds.map((seed, position) => ({ ...seed, position })),
    )
    .returning({ id: products.id, position: products.position });
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}
