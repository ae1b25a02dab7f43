import { describe, expect, it } from 'vitest';
import { readConfig } from '#server/config.ts';
import { paymentProviderFromConfig, paymentProviderLine } from './payment-provider-from-config.ts';

const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };

describe('paymentProviderFromConfig', () => {
  it('is none unless one is chosen: a real install never takes test cards', () => {
    expect(paymentProviderFromConfig(readConfig({}))).toBeNull();
    expect(paymentProviderFromConfig(readConfig({ PAYMENT_PROVIDER: '' }))).toBeNull();
    expect(paymentProviderLine(null)).toMatch(/card payments: off/);
  });

  it('is the sandbox only when asked for by name', () => {
    expect(paymentProviderFromConfig(readConfig({ PAYMENT_PROVIDER: 'sandbox' }))?.name).toBe('sandbox');
    expect(paymentProviderFromConfig(readConfig({ PAYMENT_PROVIDER: 'sandbox', ...keys }))?.name).toBe('sandbox');
    expect(paymentProviderLine(paymentProviderFromConfig(readConfig({ PAYMENT_PROVIDER: 'sandbox' })))).toMatch(
      /sandbox/,
    );
  });

  it("is Stripe when asked for, or when Stripe's keys are set", () => {
    expect(paymentProviderFromConfig(readConfig({ PAYMENT_PROVIDER: 'stripe', ...keys }))?.name).toBe('stripe');
    expect(paymentProviderFromConfig(readConfig(keys))?.name).toBe('stripe');
  });

  it('refuses Stripe without both keys, and keys that are not keys', () => {
    expect(() => paymentProviderFromConfig(readConfig({ PAYMENT_PROVIDER: 'stripe' }))).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
