import type { Config } from '#server/config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';

type PaymentConfig = Pick<
  Config,
  'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_URL'
>;

/**
 * The shop's PaymentProvider from the settings (README table): Stripe when asked for or when its
 * secret key is set, else the sandbox. Asking for Stripe without both keys stops the start with a
 * readable message rather than failing at the first order.
 */
export function paymentProviderFromConfig(config: PaymentConfig): PaymentProvider {
  const chosen = config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
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
