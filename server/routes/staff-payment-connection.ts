import { paymentConnectAnswer, paymentConnection, paymentConnectionMessages } from '#contract/payment-connection.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import {
  connectPayments,
  paymentConnectionNow,
  type ConnectionDeps,
} from '#server/services/staff/payment-connection.ts';

/*
 * The company's card payments account, the owner's (decision 0081; permission
 * payments.connect): its status, and connecting it (Stripe Connect onboarding, or the sandbox's at once).
 */

const tags = ['Staff: payments'];
const ConnectionSchema = paymentConnection.meta({ id: 'PaymentConnection' });

export const paymentConnectionRoute = defineRoute({
  audience: 'staff',
  permission: 'payments.connect',
  method: 'get',
  path: '/api/staff/payments/connection',
  tags,
  summary: "The company's card payments account",
  description:
    'none, onboarding (Stripe is waiting for the owner’s details) or ready. An account still onboarding is ' +
    'looked at again at Stripe, so the console shows it ready as soon as the owner comes back from Stripe.',
  responses: { 200: jsonResponse(ConnectionSchema, 'The account and its status') },
});

export const connectPaymentsRoute = defineRoute({
  audience: 'staff',
  permission: 'payments.connect',
  method: 'post',
  path: '/api/staff/payments/connect',
  tags,
  summary: 'Connect card payments',
  description:
    'With Stripe: makes the company’s connected account once (kept as onboarding) and answers a single-use ' +
    'Stripe onboarding address to send the owner to; Stripe sends them back to /staff. The account is ready ' +
    'when Stripe says it can take charges (the account.updated webhook, or GET .../connection). With the ' +
    'sandbox: ready at once, no address.',
  responses: {
    200: jsonResponse(paymentConnectAnswer.meta({ id: 'PaymentConnectAnswer' }), 'The account, and where to go'),
    409: errorResponse('This server has no card processor (PAYMENT_PROVIDER is not set)'),
    422: errorResponse('The website’s address is not set (Stripe sends the owner back to it)'),
    503: errorResponse('Stripe could not be reached; nothing was changed and the request can be retried'),
  },
});

export interface PaymentConnectionRoutesDeps extends ConnectionDeps {
  /** Dropped when the company starts taking cards: its obituary pages show their Shop tab from then on. */
  siteCache: SiteCache;
}

export function registerStaffPaymentConnectionRoutes(register: RegisterRoute, deps: PaymentConnectionRoutesDeps): void {
  register(paymentConnectionRoute, async (c) => {
    const now = await paymentConnectionNow(deps, scopeOf(c));
    if (now.becameReady) deps.siteCache.invalidateSiteCache(scopeOf(c).companyId);
    return c.json(now.connection, 200);
  });

  register(connectPaymentsRoute, async (c) => {
    const outcome = await connectPayments(deps, scopeOf(c));
    if (outcome.kind === 'no-provider')
      return jsonError(c, 409, [{ path: '', message: paymentConnectionMessages.noProvider }]);
    if (outcome.kind === 'no-site-url')
      return jsonError(c, 422, [{ path: '', message: paymentConnectionMessages.noSiteUrl }]);
    if (outcome.kind === 'failed')
      return jsonError(c, 503, [{ path: '', message: paymentConnectionMessages.processorFailed }]);
    if (outcome.answer.connection.status === 'ready') deps.siteCache.invalidateSiteCache(scopeOf(c).companyId);
    return c.json(outcome.answer, 200);
  });
}
