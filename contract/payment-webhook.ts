import { z } from 'zod';
import { text } from './text.ts';

/*
 * The card processor's webhook deliveries (decision 0081): Stripe POSTs an event as JSON, signed in
 * its Stripe-Signature header. Only the envelope is read here; the signature is checked on the raw
 * body before anything in it is believed.
 */

export const paymentWebhookEvent = z.looseObject({
  id: text().min(1).max(255),
  type: text().min(1).max(255),
});

export const paymentWebhookHeaders = z.object({
  'stripe-signature': text().max(4096).optional(),
});

export const paymentWebhookAnswer = z.object({ received: z.literal(true) });

export const paymentWebhookMessages = {
  badSignature: 'The event is not signed by the card processor, or it is too old.',
  notConfigured: 'This server takes no card processor events (STRIPE_WEBHOOK_SECRET is not set).',
} as const;
