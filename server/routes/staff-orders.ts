import {
  orderCancelBody,
  orderCounts as orderCountsSchema,
  orderEventBody,
  ordersQuery,
  staffOrderDetail,
  staffOrderMessages,
  staffOrderParams,
  staffOrdersPage,
} from '#contract/staff-orders.ts';
import type { Clock } from '#server/clock.ts';
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { listOrders, orderCounts } from '#server/services/staff/orders/list-orders.ts';
import { orderDetail } from '#server/services/staff/orders/order-detail.ts';
import { applyOrderEvent, cancelOrder } from '#server/services/staff/orders/order-events.ts';

/*
 * The staff console's shop orders (decision 0076): reading, accepting and
 * delivering them needs `orders.work`; cancelling one (it refunds) needs `orders.refund`.
 */

const refused = errorResponse("The order's status does not take this action (the message says why)");

const tags = ['Staff: orders'];

export const listOrdersRoute = defineRoute({
  audience: 'staff',
  permission: 'orders.work',
  method: 'get',
  path: '/api/staff/orders',
  tags,
  summary: "The shop's orders",
  description:
    'Every paid order of the company, newest first, with its delivery (the event, its place, time and delivery ' +
    'cut-off, or the family) and card message; filters by location, obituary and status. `newCount` is the ' +
    'company-wide count of new orders.',
  request: { query: ordersQuery },
  responses: { 200: jsonResponse(staffOrdersPage.meta({ id: 'StaffOrdersPage' }), 'A page of orders') },
});

export const orderCountsRoute = defineRoute({
  audience: 'staff',
  permission: 'orders.work',
  method: 'get',
  path: '/api/staff/order-counts',
  tags,
  summary: 'How many orders are new',
  description: 'The console shows it in its navigation; cheap enough to ask on every page.',
  responses: { 200: jsonResponse(orderCountsSchema.meta({ id: 'OrderCounts' }), 'The counts') },
});

export const orderDetailRoute = defineRoute({
  audience: 'staff',
  permission: 'orders.work',
  method: 'get',
  path: '/api/staff/orders/{id}',
  tags,
  summary: 'One order',
  description:
    'The order, who sent it and how to reach them, its payment and refund, its history and what it takes now.',
  request: { params: staffOrderParams },
  responses: { 200: jsonResponse(staffOrderDetail.meta({ id: 'StaffOrderDetail' }), 'The order') },
});

export const orderEventRoute = defineRoute({
  audience: 'staff',
  permission: 'orders.work',
  method: 'post',
  path: '/api/staff/orders/{id}/events',
  tags,
  summary: 'Accept an order, or mark it delivered',
  description:
    'new → accepted → delivered (contract/order-statuses.ts); 409 when its status does not take the action. ' +
    'Answers the order as it is now.',
  maxBodyBytes: 1024,
  request: {
    params: staffOrderParams,
    body: { required: true, content: { 'application/json': { schema: orderEventBody.meta({ id: 'OrderEvent' }) } } },
  },
  responses: { 200: jsonResponse(staffOrderDetail, 'The order as it is now'), 409: refused },
});

export const cancelOrderRoute = defineRoute({
  audience: 'staff',
  permission: 'orders.refund',
  method: 'post',
  path: '/api/staff/orders/{id}/cancel',
  tags,
  summary: 'Cancel an order, with a refund',
  description:
    'From new or accepted (409 otherwise, and a second cancel is refused). Refunds `refundCents` (0 for nothing; ' +
    'never more than was paid: 422) through the payment provider that took the payment, once; when the refund ' +
    'fails the order is not cancelled (503) and the same call can be tried again. Answers the order as it is now.',
  maxBodyBytes: 4 * 1024,
  request: {
    params: staffOrderParams,
    body: {
      required: true,
      content: { 'application/json': { schema: orderCancelBody.meta({ id: 'OrderCancel' }) } },
    },
  },
  responses: {
    200: jsonResponse(staffOrderDetail, 'The order as it is now'),
    409: refused,
    503: errorResponse('The refund failed; the order is not cancelled and the same call can be tried again'),
  },
});

export interface StaffOrderRoutesDeps {
  clock: Clock;
  payments: PaymentProvider | null;
}

export function registerStaffOrderRoutes(register: RegisterRoute, deps: StaffOrderRoutesDeps): void {
  register(listOrdersRoute, async (c) => c.json(await listOrders(scopeOf(c), c.req.valid('query')), 200));

  register(orderCountsRoute, async (c) => c.json(await orderCounts(scopeOf(c)), 200));

  register(orderDetailRoute, async (c) => {
    const detail = await orderDetail(scopeOf(c), c.req.valid('param').id);
    return detail ? c.json(detail, 200) : jsonError(c, 404);
  });

  const refusedWith = (message: string) => [{ path: '', message }];

  register(orderEventRoute, async (c) => {
    const scope = scopeOf(c);
    const { id } = c.req.valid('param');
    const by = { userId: userOf(c).id, at: deps.clock.now() };
    const change = await applyOrderEvent(scope, id, c.req.valid('json').type, by);
    if (change.kind === 'refused') return jsonError(c, 409, refusedWith(change.message));
    const detail = change.kind === 'changed' ? await orderDetail(scope, id) : null;
    return detail ? c.json(detail, 200) : jsonError(c, 404);
  });

  register(cancelOrderRoute, async (c) => {
    const scope = scopeOf(c);
    const { id } = c.req.valid('param');
    const by = { userId: userOf(c).id, at: deps.clock.now() };
    const change = await cancelOrder(deps, scope, id, c.req.valid('json'), by);
    switch (change.kind) {
      case 'not-found':
        return jsonError(c, 404);
      case 'refused':
        return jsonError(c, 409, refusedWith(change.message));
      case 'invalid':
        return jsonError(c, 422, [{ path: change.path, message: change.message }]);
      case 'refund-failed':
        return jsonError(c, 503, refusedWith(staffOrderMessages.refundFailed));
      case 'changed': {
        const detail = await orderDetail(scope, id);
        return detail ? c.json(detail, 200) : jsonError(c, 404);
      }
    }
  });
}
