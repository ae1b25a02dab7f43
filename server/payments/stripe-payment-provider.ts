import Stripe from 'stripe';
import type {
  ChargeRequest,
  ChargeResult,
  ConnectRequest,
  ConnectResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from './payment-provider.ts';

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
 * The real card processor, through Stripe's official SDK (decisions 0033, 0081). The browser's Stripe
 * Elements form turns the card into a PaymentMethod (`pm_…`) without the number reaching us; this
 * creates and confirms a PaymentIntent for the server's total with that PaymentMethod, under our
 * idempotency key, in one call, as a destination charge to the company's connected account (Stripe
 * Connect: the platform's keys, the company's money). Only card payments that need no redirect are
 * accepted: a card that asks for 3-D Secure is answered as declined (nothing is taken), since checkout
 * has no confirmation step in the browser (decision 0081). The parameters sent are checked against
 * Stripe's published OpenAPI description in the tests (stripe-api-facts.json).
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
    // Never a charge to the platform's own account: the money is the funeral home's.
    if (!request.destinationAccount) return { kind: 'failed', reason: 'no connected account is ready' };
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
          transfer_data: { destination: request.destinationAccount },
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

  /**
   * A Refund of the PaymentIntent the charge made, under our idempotency key; the transfer to the
   * connected account is reversed in proportion, so the funeral home gives back what it received.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.chargeReference,
          amount: request.amountCents,
          reverse_transfer: true,
          metadata: request.metadata,
        },
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

  /**
   * Stripe Connect onboarding: an Express-like account (Stripe's dashboard, the platform pays the fees
   * and answers for losses, as destination charges ask) made once under a key naming the company, then
   * a single-use Account Link to Stripe's onboarding. Ready when Stripe says charges are enabled.
   */
  async connect(request: ConnectRequest): Promise<ConnectResult> {
    try {
      const accountId =
        request.accountId ??
        (
          await this.stripe.accounts.create(
            {
              controller: {
                stripe_dashboard: { type: 'express' },
                fees: { payer: 'application' },
                losses: { payments: 'application' },
              },
              capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
              metadata: { companyId: String(request.companyId) },
            },
            { idempotencyKey: `connect-account:${request.companyId}` },
          )
        ).id;
      if (await this.accountReady(accountId)) return { kind: 'ready', accountId };
      const link = await this.stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: request.refreshUrl,
        return_url: request.returnUrl,
      });
      return { kind: 'onboarding', accountId, onboardingUrl: link.url };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError)
        return { kind: 'failed', reason: `${error.type}: ${error.message}` };
      throw error;
    }
  }

  async accountReady(accountId: string): Promise<boolean | null> {
    try {
      return (await this.stripe.accounts.retrieve(accountId)).charges_enabled === true;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) return null;
      throw error;
    }
  }
}
