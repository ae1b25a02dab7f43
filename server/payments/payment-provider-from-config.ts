import type { Config } from '#server/config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';

type PaymentConfig = Pick<
  Config,
  'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_URL'
>;

/**
 * The card processor from the settings (README table): Stripe when asked for or when its secret key
 * is set, the sandbox only when asked for by name, else none (decision 0101): a real install that
 * set nothing shows no test cards and records nothing as paid. Asking for Stripe without both keys
 * stops the start with a readable message rather than failing at the first order.
 */
export function paymentProviderFromConfig(config: PaymentConfig): PaymentProvider | null {
  const chosen = config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : null);
  if (chosen === null) return null;
  if (chosen === 'sandbox') return new SandboxPaymentProvider();
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  }
  return new StripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    apiUrl: config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined,
  });
}

/** The start-up line's words for the provider in use (no key, no account: nothing secret). */
export function paymentProviderLine(provider: PaymentProvider | null): string {
  if (provider === null)
    return 'card payments: off (no PAYMENT_PROVIDER): families and the shop are told how to pay the funeral home';
  if (provider.name === 'sandbox') return 'card payments: the sandbox (test cards, no money moves; never for real)';
  return 'card payments: Stripe';
}
