import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import {
  startStripeFake,
  stripeSpecVersion,
  type FakeAnswer,
  type FakeRequest,
  type StripeFake,
} from './stripe-api/stripe-fake-api.ts';

/*
 * The Stripe adapter against a local fake of Stripe's API (no internet here, decision 0081). The fake
 * checks every request against the parameters Stripe's published OpenAPI description defines for the
 * call (stripe-api/stripe-api-facts.json): a parameter Stripe does not know fails the test. Here: what
 * the adapter sends (the server's amount, the PaymentMethod, the connected account, our idempotency key,
 * the secret key) and how it reads Stripe's answers (succeeded, a card error, 3-D Secure, a server error).
 */

const intentAnswers: Record<string, FakeAnswer> = {
  pm_card_visa: { status: 200, body: { id: 'pi_ok', object: 'payment_intent', status: 'succeeded' } },
  pm_card_chargeDeclined: {
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: { id: 'pi_declined', object: 'payment_intent', status: 'requires_payment_method' },
      },
    },
  },
  pm_card_authenticationRequired: {
    status: 200,
    body: { id: 'pi_3ds', object: 'payment_intent', status: 'requires_action' },
  },
  pm_server_error: { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } },
};

const refundAnswers: Record<string, FakeAnswer> = {
  pi_ok: { status: 200, body: { id: 're_ok', object: 'refund', status: 'succeeded' } },
  pi_gone: {
    status: 400,
    body: { error: { type: 'invalid_request_error', message: 'Charge has already been refunded.' } },
  },
};

/** Accounts by id: whether Stripe has enabled their charges. */
const accounts = new Map<string, boolean>([['acct_ready', true]]);

function answer(request: FakeRequest): FakeAnswer {
  switch (request.call) {
    case 'POST /v1/payment_intents':
      return intentAnswers[request.form.get('payment_method') ?? ''] ?? { status: 400, body: { error: { type: 'x' } } };
    case 'POST /v1/refunds':
      return refundAnswers[request.form.get('payment_intent') ?? '']!;
    case 'POST /v1/accounts':
      accounts.set('acct_new', false);
      return { status: 200, body: { id: 'acct_new', object: 'account', charges_enabled: false } };
    case 'GET /v1/accounts/{account}': {
      const id = request.path.split('/').at(-1)!;
      return accounts.has(id)
        ? { status: 200, body: { id, object: 'account', charges_enabled: accounts.get(id) } }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such account' } } };
    }
    case 'POST /v1/account_links':
      return { status: 200, body: { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_new/abc' } };
    default:
      return { status: 404, body: { error: { type: 'invalid_request_error' } } };
  }
}

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake(answer);
});
afterAll(() => fake.close());
afterEach(() => {
  // Every request the adapter made is one Stripe's published description allows.
  const violations = fake.violations.splice(0);
  fake.received.length = 0;
  expect(violations).toEqual([]);
});

const provider = () =>
  new StripePaymentProvider({
    secretKey: 'sk_test_local',
    publishableKey: 'pk_test_local',
    apiUrl: fake.url,
    maxNetworkRetries: 0,
  });

const charge = (token: string): ChargeRequest => ({
  amountCents: 8_950,
  currency: 'USD',
  token,
  idempotencyKey: 'order:1:attempt-0001',
  description: 'Sympathy order',
  metadata: { orderPublicId: 'abc' },
  destinationAccount: 'acct_ready',
});

describe('the fake of Stripe’s API', () => {
  it(`is stamped with the description it checks against (${stripeSpecVersion})`, () => {
    expect(stripeSpecVersion).toMatch(/^\d{4}-\d{2}-\d{2}\.\w+$/);
  });

  it('refuses a parameter Stripe does not know, as Stripe does (a misspelt amount)', async () => {
    const stripe = new Stripe('sk_test_local', {
      host: fake.url.hostname,
      port: fake.url.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const misspelt = { amout: 100, currency: 'usd' } as unknown as Stripe.PaymentIntentCreateParams;
    await expect(stripe.paymentIntents.create(misspelt)).rejects.toThrow(/unknown parameter: amout/);
    expect(fake.violations.splice(0)).toEqual(['Received unknown parameter: amout', 'Missing required param: amount']);
  });
});

describe('StripePaymentProvider', () => {
  it('creates and confirms one PaymentIntent for the amount, to the connected account, with our key', async () => {
    expect(await provider().charge(charge('pm_card_visa'))).toEqual({ kind: 'approved', reference: 'pi_ok' });
    expect(fake.received).toHaveLength(1);
    const [call] = fake.received;
    expect(call!.call).toBe('POST /v1/payment_intents');
    expect(call!.headers.authorization).toBe('Bearer sk_test_local');
    expect(call!.headers['idempotency-key']).toBe('order:1:attempt-0001');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      amount: '8950',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
      'metadata[orderPublicId]': 'abc',
      'transfer_data[destination]': 'acct_ready',
    });
  });

  it('takes no money without a connected account ready: nothing is sent to Stripe', async () => {
    expect(await provider().charge({ ...charge('pm_card_visa'), destinationAccount: undefined })).toMatchObject({
      kind: 'failed',
    });
    expect(fake.received).toHaveLength(0);
  });

  it('reads a card error as declined, with the intent and the decline code', async () => {
    expect(await provider().charge(charge('pm_card_chargeDeclined'))).toEqual({
      kind: 'declined',
      reference: 'pi_declined',
      reason: 'generic_decline',
    });
  });

  it('answers a card that asks for 3-D Secure as declined: nothing is taken without that step', async () => {
    expect(await provider().charge(charge('pm_card_authenticationRequired'))).toMatchObject({
      kind: 'declined',
      reference: 'pi_3ds',
    });
  });

  it('reads a server error as failed, never as approved', async () => {
    expect(await provider().charge(charge('pm_server_error'))).toMatchObject({ kind: 'failed' });
  });

  it('gives the browser the publishable key only', () => {
    expect(provider().browserSetup).toEqual({ provider: 'stripe', publishableKey: 'pk_test_local' });
  });

  it('refunds part of a PaymentIntent under our key, reversing the transfer, and reads a refusal as failed', async () => {
    const refund = (chargeReference: string) => ({
      chargeReference,
      amountCents: 2_500,
      idempotencyKey: 'order-refund:1:abc',
      metadata: { orderPublicId: 'abc' },
    });
    expect(await provider().refund(refund('pi_ok'))).toEqual({ kind: 'refunded', reference: 're_ok' });
    const [call] = fake.received;
    expect(call!.call).toBe('POST /v1/refunds');
    expect(call!.headers['idempotency-key']).toBe('order-refund:1:abc');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      payment_intent: 'pi_ok',
      amount: '2500',
      reverse_transfer: 'true',
    });
    expect(await provider().refund(refund('pi_gone'))).toMatchObject({ kind: 'failed' });
  });

  it('starts Connect onboarding: makes the account once under a key naming the company, then an Account Link', async () => {
    const connect = {
      accountId: null,
      companyId: 7,
      returnUrl: 'https://evergreen.example/staff?payments=returned',
      refreshUrl: 'https://evergreen.example/staff?payments=expired',
    };
    expect(await provider().connect(connect)).toEqual({
      kind: 'onboarding',
      accountId: 'acct_new',
      onboardingUrl: 'https://connect.stripe.com/setup/e/acct_new/abc',
    });
    expect(fake.received.map((request) => request.call)).toEqual([
      'POST /v1/accounts',
      'GET /v1/accounts/{account}',
      'POST /v1/account_links',
    ]);
    const [account, , link] = fake.received;
    expect(account!.headers['idempotency-key']).toBe('connect-account:7');
    expect(Object.fromEntries(account!.form)).toMatchObject({
      'controller[stripe_dashboard][type]': 'express',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[companyId]': '7',
    });
    expect(Object.fromEntries(link!.form)).toEqual({
      account: 'acct_new',
      type: 'account_onboarding',
      refresh_url: connect.refreshUrl,
      return_url: connect.returnUrl,
    });
  });

  it('answers ready for an account whose charges Stripe has enabled, and asks no link', async () => {
    const connect = {
      accountId: 'acct_ready',
      companyId: 7,
      returnUrl: 'https://e.example/staff',
      refreshUrl: 'https://e.example/staff',
    };
    expect(await provider().connect(connect)).toEqual({ kind: 'ready', accountId: 'acct_ready' });
    expect(fake.received.map((request) => request.call)).toEqual(['GET /v1/accounts/{account}']);
    expect(await provider().accountReady('acct_missing')).toBeNull();
  });
});
