import {
  paymentWebhookAnswer,
  paymentWebhookEvent,
  paymentWebhookHeaders,
  paymentWebhookMessages,
} from '#contract/payment-webhook.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import type { WebhookEventReader } from '#server/payments/stripe-webhook-events.ts';
import { applyPaymentEvent, type PaymentEventDeps } from '#server/services/payments/payment-events.ts';

/*
 * Stripe's webhook (decision 0081). No session and no tenant host: Stripe calls one
 * address for every company, and the event names the company (our charge's metadata, or the
 * connected account). Its signature is checked on the raw body first; an unsigned, wrongly signed or
 * stale event is 400 and changes nothing. Each event is applied once however often it is delivered.
 */

/** An event is a few kilobytes; an account's can be tens. */
const MAX_EVENT_BYTES = 256 * 1024;

export const paymentWebhookRoute = defineRoute({
  audience: 'anyone',
  method: 'post',
  path: '/api/payments/stripe/webhook',
  tags: ['System'],
  summary: "Stripe's webhook events",
  description:
    'Register this address at Stripe (README "Card payments"). The Stripe-Signature header must sign the raw body ' +
    'with STRIPE_WEBHOOK_SECRET and be at most five minutes old, else 400. Applied: payment_intent.succeeded, ' +
    'payment_intent.payment_failed (a family’s card payment), account.updated (the connected account ready); ' +
    'any other event is acknowledged and ignored. A repeated delivery of an event changes nothing.',
  maxBodyBytes: MAX_EVENT_BYTES,
  request: {
    headers: paymentWebhookHeaders,
    body: { required: true, content: { 'application/json': { schema: paymentWebhookEvent } } },
  },
  responses: {
    200: jsonResponse(paymentWebhookAnswer.meta({ id: 'PaymentWebhookAnswer' }), 'Received (applied or not)'),
    400: errorResponse('Not signed, wrongly signed or too old; or no webhook secret is configured'),
    422: errorResponse('Not an event'),
  },
});

export interface PaymentWebhookDeps extends PaymentEventDeps {
  /** Verifies a delivery; null when no webhook secret is configured. */
  readEvent: WebhookEventReader | null;
}

export function registerPaymentWebhookRoutes(register: RegisterRoute, deps: PaymentWebhookDeps): void {
  register(paymentWebhookRoute, async (c) => {
    const { readEvent } = deps;
    if (!readEvent) return jsonError(c, 400, [{ path: '', message: paymentWebhookMessages.notConfigured }]);
    // The body as it came (validation parsed a copy): the signature is over these very bytes.
    const event = readEvent(await c.req.text(), c.req.valid('header')['stripe-signature'], deps.clock.now());
    if (!event) return jsonError(c, 400, [{ path: 'stripe-signature', message: paymentWebhookMessages.badSignature }]);
    const outcome = await applyPaymentEvent(deps, event);
    // Why an event was ignored is logged: never its object, which may hold personal data.
    const why = outcome.kind === 'ignored' ? outcome.why : undefined;
    c.get('log').info({ eventType: event.type, outcome: outcome.kind, why }, 'payment webhook event');
    return c.json({ received: true as const }, 200);
  });
}
