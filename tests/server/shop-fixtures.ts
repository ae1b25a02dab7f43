import { asc, eq, isNotNull } from 'drizzle-orm';
import { sandboxTokenFor } from '#contract/sandbox-cards.ts';
import { orderPlaced, type OrderPlaced, type OrderRequest } from '#contract/shop.ts';
import type { App } from '#server/app.ts';
import { obituaries, products } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { createObituary } from './factories/obituary.ts';
import { request } from './tenant-fixtures.ts';

/**
 * A company's published obituary and an active product to shop with: the company's first, or made
 * here (the obituary by its factory) for a company that has none. For tests that walk every route.
 */
export interface ShopFixture {
  obituaryId: number;
  productId: number;
}

async function publishedObituary(scope: TenantScope): Promise<number> {
  const [found] = await scope
    .select({ id: obituaries.id })
    .from(obituaries, isNotNull(obituaries.publishedAt))
    .orderBy(asc(obituaries.id))
    .limit(1);
  if (found) return found.id;
  return (await createObituary(scope, { fullName: 'Abigail Fixture Hale' })).id;
}

async function activeProduct(scope: TenantScope): Promise<number> {
  const [found] = await scope.select({ id: products.id }).from(products, eq(products.active, true)).limit(1);
  if (found) return found.id;
  const [made] = await scope
    .insert(products, {
      category: 'flowers',
      name: 'Fixture Bouquet',
      description: 'A bouquet made by the test fixture.',
      priceCents: 5_000,
      imageUrl: '/images/shop/white-lily-arrangement-640.webp',
      imageAlt: 'Flowers',
    })
    .returning({ id: products.id });
  return made!.id;
}

export async function shopFixture(scope: TenantScope): Promise<ShopFixture> {
  return { obituaryId: await publishedObituary(scope), productId: await activeProduct(scope) };
}

let orderCount = 0;

/** An order the sandbox approves, delivered to the family. */
export function familyOrder(productId: number): OrderRequest {
  orderCount += 1;
  return {
    productId,
    quantity: 1,
    purchaserName: 'Test Purchaser',
    purchaserEmail: `purchaser-${orderCount}@example.com`,
    purchaserPhone: '555 0100 200',
    delivery: { kind: 'family' },
    cardMessage: '',
    paymentToken: sandboxTokenFor('4242424242424242', `fixture${String(orderCount).padStart(9, '0')}`)!,
  };
}

/** Places a paid order through the API on the company's host. */
export async function placeFixtureOrder(app: App, host: string, fixture: ShopFixture): Promise<OrderPlaced> {
  const response = await request(app, 'POST', `/api/web/obituaries/${fixture.obituaryId}/shop/orders`, {
    host,
    body: familyOrder(fixture.productId),
    headers: { 'Idempotency-Key': `fixture-order-${(orderCount += 1)}-${host}` },
  });
  return orderPlaced.parse(await response.json());
}
