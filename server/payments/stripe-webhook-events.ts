import Stripe from 'stripe';

/*
 * Reading Stripe's webhook deliveries (decision 0081). Only what the official library verifies is
 * read: the Stripe-Signature header's HMAC of the raw body with the endpoint's signing secret, and its
 * time no older than the tolerance (a replay of an old delivery is refused). Stripe gives each
 * endpoint its own secret, and a platform's own events and its connected accounts' (account.updated)
 * may come through two endpoints to this one address, so each configured secret is tried.
 */

/** What Lantern reads of an event: Stripe's id (applied once by it), its type, and the object. */
export interface ProcessorEvent {
  id: string;
  type: string;
  /** The connected account an event of a connected account is about (Connect endpoints). */
  account: string | null;
  object: Record<string, unknown>;
}

/** The verified event, or null: no signature, a wrong one, or one too old. */
export type WebhookEventReader = (payload: string, signature: string | undefined, now: Date) => ProcessorEvent | null;

/** Stripe's own default: a delivery signed more than five minutes ago is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function stripeWebhookReader(secrets: readonly string[]): WebhookEventReader {
  return (payload, signature, now) => {
    if (!signature) return null;
    for (const secret of secrets) {
      try {
        const event = Stripe.webhooks.constructEvent(
          payload,
          signature,
          secret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
        return {
          id: event.id,
          type: event.type,
          account: event.account ?? null,
          object: event.data.object as unknown as Record<string, unknown>,
        };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      }
    }
    return null;
  };
}
