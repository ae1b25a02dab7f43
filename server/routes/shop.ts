import { idempotencyKeyHeader } from '#contract/planning.ts';
import { obituaryParams } from '#contract/obituaries.ts';
import {
  orderKeyQuery,
  orderParams,
  orderPlaced,
  orderRequest,
  orderSummary,
  paymentSetup,
  productDetail,
  productParams,
  shopMessages,
  shopProducts,
  orderAccessKey,
  type PaymentSetup,
} from '#contract/shop.ts';
import { addressGroup, type ClientAddress } from '#server/http/client-address.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { tenantHeaders } from '#server/http/tenant-headers.ts';
import { tooManyRequests, tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import { isCategoryOffered } from '#contract/shop-categories.ts';
import { findPublishedObituary } from '#server/services/obituaries/published-obituary.ts';
import { cardPaymentsOf } from '#server/services/payment-connection.ts';
import { paymentInstructionsOf } from '#server/services/company-settings/payment-instructions.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { findActiveProduct, listActiveProducts, toShopProduct } from '#server/services/shop/catalogue.ts';
import { openDeliveryOptions } from '#server/services/shop/delivery-options.ts';
import { findOrderForKey } from '#server/services/shop/find-order.ts';
import { placeOrder, type ShopDeps } from '#server/services/shop/place-order.ts';
import { idempotentJson, keyReusedError, stillProcessingError } from './idempotent-answers.ts';

const tags = ['Shop'];

export const shopProductsRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/obituaries/{id}/shop/products',
  tags,
  summary: "The sympathy shop's products",
  description:
    "The company's active products in shop order, with prices in integer cents (USD), the delivery fee of each " +
    'and a photo in several widths; no flowers or plants when the family asks for donations instead. 404 when ' +
    'the obituary is not published or its shop is closed.',
  request: { params: obituaryParams },
  responses: { 200: jsonResponse(shopProducts.meta({ id: 'ShopProducts' }), 'The products') },
});

export const shopProductRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/obituaries/{id}/shop/products/{productId}',
  tags,
  summary: 'One product and where it can be delivered',
  description:
    "The product and its delivery choices now: each of the obituary's events whose delivery cut-off is still " +
    'ahead (for products delivered to events), with kind, place and time in its own zone, then the family ' +
    '(the funeral home hands it over; no address is shown).',
  request: { params: productParams },
  responses: { 200: jsonResponse(productDetail.meta({ id: 'ShopProductDetail' }), 'The product') },
});

export const paymentSetupRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/shop/payment-setup',
  tags,
  summary: 'Which card form checkout shows',
  description:
    "The sandbox (test cards; no money moves) or Stripe with its publishable key. Card numbers go to the provider's " +
    'form, never to this API: checkout sends the token the form made. `none` when the funeral home takes no cards ' +
    "online (no provider on the server, or its account not connected), with the owner's words for paying otherwise.",
  responses: { 200: jsonResponse(paymentSetup.meta({ id: 'PaymentSetup' }), 'The payment provider') },
});

export const placeOrderRoute = defineRoute({
  audience: 'public',
  method: 'post',
  path: '/api/web/obituaries/{id}/shop/orders',
  tags,
  summary: 'Place an order and pay for it',
  description:
    'Prices the order from the catalogue (no price is taken from the request), checks the delivery choice again ' +
    '(422 at `delivery` when its cut-off has passed), charges the payment token and stores the order; the ' +
    'confirmation mail links to the thanks page with the access key. A declined card answers 402 and takes ' +
    'nothing. A repeat with the same Idempotency-Key answers the first result (header Idempotent-Replayed: true) ' +
    `and charges nothing; 409 while the first is still being charged. At most ${rateLimits.shopCheckoutPerAddress.limit} ` +
    'checkout attempts an hour from one client address.',
  maxBodyBytes: 16 * 1024,
  request: {
    params: obituaryParams,
    headers: tenantHeaders.extend({
      'idempotency-key': idempotencyKeyHeader.meta({
        description: 'A unique string (8–200 visible ASCII characters) naming this attempt to order.',
        example: 'order-1f0c3a9e-3k2j4h5g6f',
      }),
    }),
    body: { required: true, content: { 'application/json': { schema: orderRequest.meta({ id: 'OrderRequest' }) } } },
  },
  responses: {
    201: jsonResponse(orderPlaced.meta({ id: 'OrderPlaced' }), 'Paid: the order and its access key'),
    402: errorResponse('The card was declined; nothing was taken (`issues` at `paymentToken`)'),
    409: errorResponse('The first request with this Idempotency-Key is still being charged'),
    422: errorResponse('Invalid order, a delivery no longer possible, or an Idempotency-Key used for another order'),
    429: tooManyRequestsResponse('Too many checkout attempts from this client address'),
    503: errorResponse('The payment processor failed; nothing was taken and the same request can be retried'),
  },
});

export const orderRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/shop/orders/{publicId}',
  tags,
  summary: "A paid order's summary, for the holder of its access key",
  description:
    'The access key comes in the X-Order-Key header (or the `key` query). 404 without it, with a wrong one, for an ' +
    "unknown id or another company's order: the same answer for all.",
  request: {
    params: orderParams,
    query: orderKeyQuery,
    headers: tenantHeaders.extend({
      'x-order-key': orderAccessKey.optional().meta({ description: 'The access key the order was placed with.' }),
    }),
  },
  responses: { 200: jsonResponse(orderSummary.meta({ id: 'OrderSummary' }), 'The order') },
});

/** A published obituary whose shop is open and whose company takes cards (decision 0101); else null. */
async function openShopOf(scope: TenantScope, id: number, payments: PaymentProvider | null) {
  const [obituary, cards] = await Promise.all([findPublishedObituary(scope, id), cardPaymentsOf(scope, payments)]);
  return obituary?.shop && cards.on ? obituary : null;
}

export interface ShopRoutesDeps extends ShopDeps {
  clientAddress: ClientAddress;
}

export function registerShopRoutes(register: RegisterRoute, deps: ShopRoutesDeps): void {
  register(shopProductsRoute, async (c) => {
    const scope = scopeOf(c);
    const obituary = await openShopOf(scope, c.req.valid('param').id, deps.payments);
    if (!obituary) return jsonError(c, 404);
    return c.json({ items: await listActiveProducts(scope, obituary) }, 200);
  });

  register(shopProductRoute, async (c) => {
    const scope = scopeOf(c);
    const { id, productId } = c.req.valid('param');
    const [obituary, product] = await Promise.all([
      openShopOf(scope, id, deps.payments),
      findActiveProduct(scope, productId),
    ]);
    // A product the obituary does not offer (no flowers, decision 0082) is not in its shop.
    if (!obituary || !product || !isCategoryOffered(product.category, obituary.noFlowers)) return jsonError(c, 404);
    const deliveryOptions = await openDeliveryOptions(scope, id, product.deliversToEvents, deps.clock.now());
    return c.json({ product: toShopProduct(product), deliveryOptions }, 200);
  });

  register(paymentSetupRoute, async (c) => {
    const scope = scopeOf(c);
    const cards = await cardPaymentsOf(scope, deps.payments);
    if (cards.on) return c.json(cards.provider.browserSetup as PaymentSetup, 200);
    return c.json({ provider: 'none', instructions: await paymentInstructionsOf(scope) } as PaymentSetup, 200);
  });

  register(placeOrderRoute, async (c) => {
    const outcome = await placeOrder(
      deps,
      scopeOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
      addressGroup(deps.clientAddress(c)),
    );
    switch (outcome.kind) {
      case 'not-found':
        return jsonError(c, 404);
      case 'invalid':
        return jsonError(c, 422, outcome.issues);
      case 'key-reused':
        return keyReusedError(c, shopMessages.keyReused);
      case 'in-progress':
        return stillProcessingError(c, shopMessages.stillProcessing);
      case 'throttled':
        return tooManyRequests(c, outcome.retryAfterSeconds, shopMessages.throttled);
      case 'declined':
        return jsonError(c, 402, [{ path: 'paymentToken', message: shopMessages.declined }]);
      case 'payment-failed':
        return jsonError(c, 503, [{ path: 'paymentToken', message: shopMessages.paymentFailed }]);
      case 'placed':
        return idempotentJson(c, outcome, outcome.placed, 201);
    }
  });

  register(orderRoute, async (c) => {
    const key = c.req.valid('header')['x-order-key'] ?? c.req.valid('query').key;
    const order = await findOrderForKey(scopeOf(c), c.req.valid('param').publicId, key);
    return order ? c.json(order, 200) : jsonError(c, 404);
  });
}
