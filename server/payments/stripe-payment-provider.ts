import Stripe from 'stripe';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from './payment-provider.ts';

export interface StripeSettings {
  /** sk_live_… or sk_test_…: server only, never logged. */
  secretKey: string;
  /** pk_…: what Stripe.js in the browser turns a card into a PaymentMethod with. */
  publishableKey: string;
  /** Another API address (tests' local fake, a proxy); default Stripe's own. */
  apiUrl?: URL;
  /** Automatic retries of a failed connection (same idempotency key); default 2. */
  maxNetworkRetries?: number;
}

/**
 * The real card processor, through Stripe's official SDK (decision 0033). The browser's Stripe.js
 * form turns the card into a PaymentMethod (`pm_…`) without the number reaching us; this creates
 * and confirms a PaymentIntent for the server's total with that PaymentMethod, under our
 * idempotency key, in one call. Only card payments that need no redirect are accepted: a card that
 * asks for 3-D Secure is answered as declined (nothing is taken), since checkout has no
 * confirmation step in the browser yet.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly browserSetup;
  private readonly stripe: Stripe;

  constructor(settings: StripeSettings) {
    this.browserSetup = { provider: 'stripe', publishableKey: settings.publishableKey } as const;
    const api = settings.apiUrl;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      timeout: 30_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          payment_method: request.token,
          allowed_payment_method_types: ['card'],
          confirm: true,
          description: request.description,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { kind: 'approved', reference: intent.id };
      if (intent.status === 'requires_action' || intent.status === 'requires_payment_method') {
        return { kind: 'declined', reference: intent.id, reason: intent.status };
      }
      return { kind: 'failed', reason: `payment intent ${intent.id} is ${intent.status}` };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          kind: 'declined',
          reference: error.payment_intent?.id ?? null,
          reason: error.decline_code ?? error.code ?? 'card_declined',
        };
      }
      if (error instanceof Stripe.errors.StripeError)
        return { kind: 'failed', reason: `${error.type}: ${error.message}` };
      throw error;
    }
  }

  /** A Refund of the PaymentIntent the charge made, under our idempotency key. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.chargeReference, amount: request.amountCents, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { kind: 'failed', reason: `refund ${refund.id} is ${refund.status}` };
      return { kind: 'refunded', reference: refund.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError)
        return { kind: 'failed', reason: `${error.type}: ${error.message}` };
      throw error;
    }
  }
}
