import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRequest } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';

/*
 * The Stripe adapter against a local stand-in of Stripe's PaymentIntents API (no internet here):
 * what it sends (amount, currency, the PaymentMethod, confirm, our idempotency key, the secret key)
 * and how it reads Stripe's answers (succeeded, a card error, a server error).
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

let server: Server;
let apiUrl: URL;
let received: Received[] = [];

const answers: Record<string, { status: number; body: unknown }> = {
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

const refundAnswers: Record<string, { status: number; body: unknown }> = {
  pi_ok: { status: 200, body: { id: 're_ok', object: 'refund', status: 'succeeded' } },
  pi_gone: {
    status: 400,
    body: { error: { type: 'invalid_request_error', message: 'Charge has already been refunded.' } },
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ path: request.url ?? '', headers: request.headers, form });
      const answer =
        request.url === '/v1/refunds'
          ? refundAnswers[form.get('payment_intent') ?? '']!
          : (answers[form.get('payment_method') ?? ''] ?? { status: 400, body: { error: { type: 'x' } } });
      response.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': 'req_test' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

const provider = () =>
  new StripePaymentProvider({
    secretKey: 'sk_test_local',
    publishableKey: 'pk_test_local',
    apiUrl,
    maxNetworkRetries: 0,
  });

const charge = (token: string): ChargeRequest => ({
  amountCents: 8_950,
  currency: 'USD',
  token,
  idempotencyKey: 'order:1:attempt-0001',
  description: 'Sympathy order',
  metadata: { orderPublicId: 'abc' },
});

describe('StripePaymentProvider', () => {
  it('creates and confirms one PaymentIntent for the amount, with our idempotency key and the secret key', async () => {
    expect(await provider().charge(charge('pm_card_visa'))).toEqual({ kind: 'approved', reference: 'pi_ok' });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.path).toBe('/v1/payment_intents');
    expect(call!.headers.authorization).toBe('Bearer sk_test_local');
    expect(call!.headers['idempotency-key']).toBe('order:1:attempt-0001');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      amount: '8950',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
      'metadata[orderPublicId]': 'abc',
    });
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

  it('refunds part of a PaymentIntent under our idempotency key, and reads a refusal as failed', async () => {
    const refund = (chargeReference: string) => ({
      chargeReference,
      amountCents: 2_500,
      idempotencyKey: 'order-refund:1:abc',
      metadata: { orderPublicId: 'abc' },
    });
    expect(await provider().refund(refund('pi_ok'))).toEqual({ kind: 'refunded', reference: 're_ok' });
    const [call] = received;
    expect(call!.path).toBe('/v1/refunds');
    expect(call!.headers['idempotency-key']).toBe('order-refund:1:abc');
    expect(Object.fromEntries(call!.form)).toMatchObject({ payment_intent: 'pi_ok', amount: '2500' });
    expect(await provider().refund(refund('pi_gone'))).toMatchObject({ kind: 'failed' });
  });
});
