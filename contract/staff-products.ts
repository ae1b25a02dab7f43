import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { responsiveImage } from './responsive-image.ts';
import { productCategory } from './shop.ts';
import { libraryPictureChoice } from './staff-pictures.ts';
import { multilineText, text } from './text.ts';

/*
 * The console's shop products (decision 0082): staff with `shop.manage` (owner,
 * director) add products, change them and take them off sale. A product with orders is never
 * deleted (the orders keep its row); one without may be. Every obituary whose shop is on sells every
 * product on sale, less flowers and plants where the family asks for donations instead
 * (shop-categories.ts).
 */

/** A product's price: $1 to $10,000, in whole cents (the table holds the same bounds). */
export const PRODUCT_PRICE_MIN_CENTS = 100;
export const PRODUCT_PRICE_MAX_CENTS = 1_000_000;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 1000;
export const PRODUCT_ALT_MAX = 200;
/** A shop has tens of products; the console lists them all, up to this many. */
export const PRODUCTS_LIST_MAX = 500;

/**
 * The shop's stock photos (public/images/shop/<name>-{320,640,960}.webp): a product shows one of
 * them, or a picture of the company's own library (decision 0107).
 */
export const shopPhotos = [
  'white-lily-arrangement',
  'white-rose-standing-spray',
  'lavender-remembrance-bouquet',
  'sunlit-garden-basket',
  'peace-lily-plant',
  'green-dish-garden',
  'dogwood-sapling',
  'memorial-tree-planting',
  'remembrance-candle',
  'engraved-wind-chime',
] as const;
export type ShopPhoto = (typeof shopPhotos)[number];
export const shopPhoto = z.enum(shopPhotos);

/** The library photo's address the shop shows (its 640 px width; the catalogue adds the others). */
export const shopPhotoUrl = (photo: ShopPhoto, width: 320 | 640 | 960 = 640): string =>
  `/images/shop/${photo}-${width}.webp`;

/** The library photo an address names, or null for an address outside the library. */
export const shopPhotoOf = (imageUrl: string): ShopPhoto | null =>
  shopPhotos.find((photo) => imageUrl.startsWith(`/images/shop/${photo}-`)) ?? null;

/** A product's photo: a stock photo by name, or a library picture by id. */
export const productPhoto = z.union([shopPhoto, libraryPictureChoice]);
export type ProductPhoto = z.infer<typeof productPhoto>;

export const productPrice = z.number().int().min(PRODUCT_PRICE_MIN_CENTS).max(PRODUCT_PRICE_MAX_CENTS);

/** POST /api/staff/products and PUT /api/staff/products/{id}: the whole product. */
export const productBody = z.object({
  name: text().trim().min(1).max(PRODUCT_NAME_MAX),
  category: productCategory,
  description: multilineText().trim().max(PRODUCT_DESCRIPTION_MAX),
  priceCents: productPrice,
  photo: productPhoto,
  /** The photo's text for people who cannot see it. */
  imageAlt: text().trim().min(1).max(PRODUCT_ALT_MAX),
  /** False: it goes to the family only (a keepsake, a tree certificate), never to a service. */
  deliversToEvents: z.boolean(),
  /** On sale: shown in every open shop. Off: hidden, and its orders stay as they were. */
  active: z.boolean(),
});
export type ProductBody = z.infer<typeof productBody>;

export const staffProduct = productBody.extend({
  id: rowId(),
  /** Null when the product's photo is neither a stock photo nor a library picture (set outside the console). */
  photo: productPhoto.nullable(),
  /** The photo as the shop shows it. */
  image: responsiveImage,
  /** Its orders, paid or not: a product with any is never deleted. */
  orderCount: z.number().int().min(0),
});
export type StaffProduct = z.infer<typeof staffProduct>;

/** GET /api/staff/products: every product, on sale or not, in the shop's order. */
export const staffProducts = z.object({ items: z.array(staffProduct) });
export type StaffProducts = z.infer<typeof staffProducts>;

export const productIdParams = z.object({ id: rowIdParam() });

export const productMessages = {
  hasOrders: 'This product has orders, so it cannot be deleted: take it off sale instead',
} as const;
