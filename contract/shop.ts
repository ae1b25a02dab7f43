import { z } from 'zod';
import { emailText, multilineText, text } from './text.ts';
import { rowId, rowIdParam } from './ids.ts';
import { waitText } from './wait-time.ts';
import { obituaryEventKind } from './obituaries.ts';
import { responsiveImage } from './responsive-image.ts';
import { productCategories } from './shop-categories.ts';

/*
 * The sympathy shop's public calls: products, delivery choices, checkout and the
 * order's thanks page. Money is integer cents in SHOP_CURRENCY (shop-text.ts); every price and total is computed
 * by the server from its catalogue, so nothing here carries a price the browser chose.
 */

export const productCategory = z.enum(productCategories);
export type ProductCategory = z.infer<typeof productCategory>;

const cents = z.number().int().min(0);

export const shopProduct = z.object({
  id: z.number().int(),
  category: productCategory,
  name: z.string(),
  description: z.string(),
  priceCents: cents,
  /** Added once per order (hand delivery of flowers and plants); 0 when there is none. */
  deliveryFeeCents: cents,
  /** False: it goes to the family only (a keepsake, a tree certificate), never to an event. */
  deliversToEvents: z.boolean(),
  /** Square, in the widths stored (public/images/shop). */
  image: responsiveImage,
});
export type ShopProduct = z.infer<typeof shopProduct>;

export const shopProducts = z.object({ items: z.array(shopProduct) });
export type ShopProducts = z.infer<typeof shopProducts>;

/**
 * Where an order can go: an event of the obituary whose delivery cut-off is still ahead, or the
 * family (the funeral home hands it over; the family's address is never public).
 */
export const deliveryOption = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    eventId: z.number().int(),
    eventKind: obituaryEventKind,
    /** What the obituary calls it (contract/obituary-event-kinds.ts eventName): "Scattering of ashes". */
    eventName: z.string(),
    placeName: z.string(),
    city: z.string(),
    /** ISO instants; shown in `timeZone`, the event's own. */
    startsAt: z.string(),
    timeZone: z.string(),
    cutoffAt: z.string(),
  }),
  z.object({ kind: z.literal('family') }),
]);
export type DeliveryOption = z.infer<typeof deliveryOption>;

export const productDetail = z.object({
  product: shopProduct,
  deliveryOptions: z.array(deliveryOption),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productParams = z.object({
  id: rowIdParam(),
  productId: rowIdParam(),
});

export const MAX_QUANTITY = 10;
export const CARD_MESSAGE_MAX = 200;

/** What the browser sends to place an order: no price, no total (the server prices it). */
export const orderRequest = z.object({
  productId: rowId(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  purchaserName: text().trim().min(1).max(120),
  purchaserEmail: emailText().max(254),
  purchaserPhone: text()
    .trim()
    .min(7)
    .max(30)
    .regex(/^\+?[0-9 ().-]+$/),
  delivery: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('event'), eventId: rowId() }),
    z.object({ kind: z.literal('family') }),
  ]),
  cardMessage: multilineText().max(CARD_MESSAGE_MAX),
  /** What the payment provider's browser form produced (decision 0033): never a card number. */
  paymentToken: text().min(1).max(255),
});
export type OrderRequest = z.infer<typeof orderRequest>;

/** The order as its thanks page and confirmation mail show it. */
export const orderSummary = z.object({
  publicId: z.string(),
  obituaryId: z.number().int(),
  deceasedName: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: cents,
  deliveryFeeCents: cents,
  totalCents: cents,
  delivery: deliveryOption,
  cardMessage: z.string(),
  purchaserName: z.string(),
  placedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** 201 of checkout: the order and its access key (shown once; the server keeps only its hash). */
export const orderPlaced = z.object({ order: orderSummary, accessKey: z.string() });
export type OrderPlaced = z.infer<typeof orderPlaced>;

/** An order's public id: 128 random bits in base64url (22 characters). */
export const orderPublicId = text().regex(/^[A-Za-z0-9_-]{22}$/);
export const orderParams = z.object({ publicId: orderPublicId });
/** The access key, in the header or the query: 256 random bits in base64url (43 characters). */
export const orderAccessKey = text().regex(/^[A-Za-z0-9_-]{43}$/);
export const ORDER_KEY_HEADER = 'X-Order-Key';
export const orderKeyHeaders = z.object({ 'x-order-key': orderAccessKey.optional() });
export const orderKeyQuery = z.object({ key: orderAccessKey.optional() });

export const shopMessages = {
  declined: 'Your card was declined. No payment was taken.',
  paymentFailed: 'The payment could not be completed. No payment was taken. Please try again.',
  stillProcessing: 'This order is still being processed. Please wait a moment and try again.',
  productGone: 'This product is no longer available.',
  deliveryClosed: 'Orders for this delivery have closed. Please choose another delivery.',
  deliveryUnavailable: 'This product cannot be delivered there. Please choose another delivery.',
  keyReused: 'This key was already used for a different order',
  throttled: (retryAfterSeconds: number) =>
    `Too many orders have been tried from here. Please wait ${waitText(retryAfterSeconds)} and try again.`,
} as const;

/** The card forms: the sandbox's test-card form, or Stripe's (publishable key only). */
export const cardFormSetup = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
]);
export type CardFormSetup = z.infer<typeof cardFormSetup>;

/**
 * How this funeral home takes payment (decision 0101): one of the card forms, or `none` when it takes
 * no cards online, with the owner's words for paying it otherwise (null: not written yet).
 */
export const paymentSetup = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('none'), instructions: z.string().nullable() }),
  ...cardFormSetup.options,
]);
export type PaymentSetup = z.infer<typeof paymentSetup>;
