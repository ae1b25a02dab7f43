import type { ProductSeed } from '#server/seed/shop-seed.ts';

/*
 * The browser tests' company's sympathy shop: five products of its own (not the demo's, so editing
 * the demo's shop breaks no browser test), with the photos committed under public/images/shop. The
 * specs name them through these constants and compute the prices they expect from them. Only types
 * come from the server: the specs import this file.
 */

/** A product with the shop's photo `photo` (`/images/shop/<photo>-640.webp`, 320 and 960 beside it). */
function product({ photo, ...seed }: Omit<ProductSeed, 'imageUrl' | 'description'> & { photo: string }): ProductSeed {
  return {
    ...seed,
    description: `${seed.name}, made for the test's company.`,
    imageUrl: `/images/shop/${photo}-640.webp`,
  };
}

/** Flowers, delivered to a service or to the family: the shop's first card. */
export const lilyBouquet = product({
  category: 'flowers',
  name: 'White Lily Bouquet',
  priceCents: 6_000,
  photo: 'white-lily-arrangement',
  imageAlt: 'White lilies in a blue vase',
  deliversToEvents: true,
});

/** Flowers too, under another name (a second order in the same test's shop). */
export const flowerBasket = product({
  category: 'flowers',
  name: 'Summer Flower Basket',
  priceCents: 5_500,
  photo: 'sunlit-garden-basket',
  imageAlt: 'Yellow and peach flowers in a woven basket',
  deliversToEvents: true,
});

/** A plant, delivered to a service or to the family. */
export const pottedPlant = product({
  category: 'plants',
  name: 'Potted Peace Lily',
  priceCents: 4_500,
  photo: 'peace-lily-plant',
  imageAlt: 'A peace lily in a grey pot',
  deliversToEvents: true,
});

/** Sent to no service (a certificate goes to the family). */
const treePlanting = product({
  category: 'trees',
  name: 'A Tree Planted in Their Name',
  priceCents: 2_500,
  photo: 'memorial-tree-planting',
  imageAlt: 'A young tree on a grassy field',
  deliversToEvents: false,
});

/** The fifth card, past those the shop loads at once: its photo loads lazily. */
export const keepsakeCandle = product({
  category: 'keepsakes',
  name: 'Keepsake Candle',
  priceCents: 3_000,
  photo: 'remembrance-candle',
  imageAlt: 'A lit white pillar candle',
  deliversToEvents: false,
});

/** In display order. */
export const testProducts: ProductSeed[] = [lilyBouquet, flowerBasket, pottedPlant, treePlanting, keepsakeCandle];
