import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ResponsiveImage } from '#contract/responsive-image.ts';
import { orderStatuses, type OrderStatus as FulfilmentStatus } from '#contract/order-statuses.ts';
import { createdAt, id } from '../columns.ts';
import { users } from './builder.ts';
import { companyId } from './companies.ts';
import { obituaries, obituaryEvents } from './obituaries.ts';
import { locations } from './site.ts';

/*
 * The sympathy shop: the company's products, and orders placed from an obituary. Money is integer
 * cents in the company's currency. An order keeps the price it was placed at.
 */

export type ProductCategory = 'flowers' | 'plants' | 'trees' | 'keepsakes';

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: companyId(),
    category: text('category').$type<ProductCategory>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The photo's address: a stock photo's site path, or a library picture's default rendition. */
    imageUrl: text('image_url').notNull(),
    imageAlt: text('image_alt').notNull(),
    /**
     * A picture of the company's library (decision 0107) with all its renditions, as chosen; null for a
     * stock photo of public/images/shop, whose widths its address names.
     */
    photo: jsonb('photo').$type<ResponsiveImage>(),
    /** False for what is shipped to the family only (a keepsake, a tree certificate). */
    deliversToEvents: boolean('delivers_to_events').notNull().default(true),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('products_category', sql`${t.category} in ('flowers', 'plants', 'trees', 'keepsakes')`),
    check('products_price_positive', sql`${t.priceCents} > 0`),
    // The console's bound (contract/staff-products.ts PRODUCT_PRICE_MAX_CENTS), held here too.
    check('products_price_at_most', sql`${t.priceCents} <= 1000000`),
    index('products_company_position_idx').on(t.companyId, t.position),
  ],
);

export type OrderStatus = 'pending' | 'paid' | 'declined';
/** 'event': to a service's place before its cut-off; 'family': the funeral home hands it to the family. */
export type DeliveryKind = 'event' | 'family';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: companyId(),
    /**
     * What URLs and mails show: 128 random bits, base64url. The identity `id` is shown only to the
     * company's own staff (the console's order pages, decision 0076), never on a public call.
     */
    publicId: text('public_id').notNull(),
    /** sha-256 of the order's access key: the thanks page shows the order only to whoever holds it. */
    accessKeyHash: text('access_key_hash').notNull(),
    obituaryId: integer('obituary_id')
      .notNull()
      .references(() => obituaries.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The product's name when ordered: the order reads the same after the product changes. */
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    purchaserName: text('purchaser_name').notNull(),
    purchaserEmail: text('purchaser_email').notNull(),
    purchaserPhone: text('purchaser_phone').notNull(),
    deliveryKind: text('delivery_kind').$type<DeliveryKind>().notNull(),
    eventId: integer('event_id').references(() => obituaryEvents.id, { onDelete: 'set null' }),
    cardMessage: text('card_message').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Which PaymentProvider charged it ('sandbox', 'stripe') and its reference for the charge. */
    paymentProvider: text('payment_provider').notNull(),
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The location that sees the order through (decision 0076): the event's, when it is one of the
     * company's locations, else the case's. Its address is mailed the order as it is paid.
     */
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    /** Where a paid order is at the funeral home (contract/order-statuses.ts); history in order_events. */
    fulfilment: text('fulfilment').$type<FulfilmentStatus>().notNull().default('new'),
    /** What was given back through the provider on cancelling (0: nothing), its reference and when. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_public_id_unique').on(t.publicId),
    check('orders_status', sql`${t.status} in ('pending', 'paid', 'declined')`),
    check('orders_delivery_kind', sql`${t.deliveryKind} in ('event', 'family')`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'orders_fulfilment',
      sql`${t.fulfilment} in (${sql.raw(orderStatuses.map((status) => `'${status}'`).join(', '))})`,
    ),
    // Never more back than was paid (the service checks first and says so; this is the floor).
    check(
      'orders_refund_within_paid',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.quantity} * ${t.unitPriceCents} + ${t.deliveryFeeCents}`,
    ),
    index('orders_company_created_idx').on(t.companyId, t.createdAt),
    // The console's lists: per location and per obituary, newest first (services/staff/orders).
    index('orders_company_location_created_idx').on(t.companyId, t.locationId, t.createdAt),
    index('orders_company_obituary_created_idx').on(t.companyId, t.obituaryId, t.createdAt),
    // The shop's report (decision 0126): the paid orders of a period, by the month paid.
    index('orders_company_paid_idx')
      .on(t.companyId, t.paidAt)
      .where(sql`${t.status} = 'paid'`),
  ],
);

/**
 * How many paid orders the company has of each location and fulfilment status: the orders list's
 * totals and the console's count of new orders, read from a few rows instead of counting 20,000
 * (decision 0083, as 0069's request tallies). The database keeps it: a trigger on orders
 * (migration 0022) adds and takes away an order as it is paid, moves, or goes.
 */
export const orderTallies = pgTable(
  'order_tallies',
  {
    companyId: companyId(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    fulfilment: text('fulfilment').$type<FulfilmentStatus>().notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.locationId, t.fulfilment] })],
);

/** Who moved an order, to what, when (and why, for a cancellation). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    companyId: companyId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<FulfilmentStatus>().notNull(),
    reason: text('reason'),
    /** The staff account; null once that account is gone. */
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.companyId, t.orderId, t.at)],
);
