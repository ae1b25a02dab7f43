import type { ProductSeed } from '../shop-seed.ts';

/*
 * Evergreen's sympathy shop: what a local florist and the funeral home offer together. Flowers and
 * plants go to a service before its cut-off or to the family; a tree planting and the keepsakes go
 * to the family. Photos are committed under public/images/shop in three widths.
 */

const photo = (name: string) => `/images/shop/${name}-640.webp`;

export const evergreenProducts: ProductSeed[] = [
  {
    category: 'flowers',
    name: 'Peaceful White Lily Arrangement',
    description:
      'Oriental lilies, white roses and eucalyptus in a slate-blue ceramic vase. A quiet, classic tribute ' +
      'for the visitation or the family home. About 20 inches tall.',
    priceCents: 8_950,
    imageUrl: photo('white-lily-arrangement'),
    imageAlt: 'White lilies and greenery in a blue ceramic vase',
    deliversToEvents: true,
  },
  {
    category: 'flowers',
    name: 'White Rose Standing Spray',
    description:
      'Three dozen white roses with lavender ribbon on a wooden easel, made to stand beside the casket or ' +
      'urn during the service. Delivered to the chapel only.',
    priceCents: 24_500,
    imageUrl: photo('white-rose-standing-spray'),
    imageAlt: 'A spray of white roses on a wooden easel',
    deliversToEvents: true,
  },
  {
    category: 'flowers',
    name: 'Sunlit Garden Basket',
    description:
      'Golden daisies and peach roses arranged in a woven willow basket with a handle. Warm and bright, ' +
      'it celebrates a life well lived.',
    priceCents: 7_900,
    imageUrl: photo('sunlit-garden-basket'),
    imageAlt: 'Yellow daisies and peach roses in a woven basket',
    deliversToEvents: true,
  },
  {
    category: 'flowers',
    name: 'Lavender Remembrance Bouquet',
    description:
      'Fresh lavender and cream spray roses, hand-tied with a satin ribbon. Its gentle scent fills a room; ' +
      'the family can keep and dry the lavender.',
    priceCents: 6_500,
    imageUrl: photo('lavender-remembrance-bouquet'),
    imageAlt: 'A hand-tied bouquet of lavender and cream roses',
    deliversToEvents: true,
  },
  {
    category: 'plants',
    name: 'Peace Lily Plant',
    description:
      'A full peace lily in a stone-colored pot. It blooms again and again with little care: a living ' +
      'reminder the family can keep for years.',
    priceCents: 6_900,
    imageUrl: photo('peace-lily-plant'),
    imageAlt: 'A peace lily with white blooms in a grey pot',
    deliversToEvents: true,
  },
  {
    category: 'plants',
    name: 'Green Dish Garden',
    description:
      'An assortment of easy-care foliage plants (pothos, dracaena, ivy) planted together in a wide ' +
      'earthenware dish.',
    priceCents: 7_500,
    imageUrl: photo('green-dish-garden'),
    imageAlt: 'Several green plants in a wide brown dish',
    deliversToEvents: true,
  },
  {
    category: 'trees',
    name: 'Memorial Tree Planting',
    description:
      'A tree planted in their name in a national forest replanting project. The family receives a ' +
      'certificate with your message; nothing is delivered to the service.',
    priceCents: 3_500,
    imageUrl: photo('memorial-tree-planting'),
    imageAlt: 'A leafy green tree on a grassy field',
    deliversToEvents: false,
  },
  {
    category: 'trees',
    name: 'Flowering Dogwood Sapling',
    description:
      'A two-foot dogwood sapling in a terracotta pot, ready to plant in a garden in spring. Its white ' +
      'blossoms return every year.',
    priceCents: 5_500,
    imageUrl: photo('dogwood-sapling'),
    imageAlt: 'A small dogwood tree with pale pink blossoms in a clay pot',
    deliversToEvents: true,
  },
  {
    category: 'keepsakes',
    name: 'Engraved Wind Chime',
    description:
      'Five tuned aluminium tubes under a walnut top engraved with their name and dates. Sent to the ' +
      'family in a gift box.',
    priceCents: 7_900,
    imageUrl: photo('engraved-wind-chime'),
    imageAlt: 'A wind chime with five silver tubes and a round wooden top',
    deliversToEvents: false,
  },
  {
    category: 'keepsakes',
    name: 'Remembrance Candle',
    description:
      'A hand-poured soy candle with a printed label bearing their name, in a keepsake box. Burns for ' +
      'about sixty hours.',
    priceCents: 3_900,
    imageUrl: photo('remembrance-candle'),
    imageAlt: 'A lit white pillar candle',
    deliversToEvents: false,
  },
];
