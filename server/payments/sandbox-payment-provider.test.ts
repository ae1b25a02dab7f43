import { describe, expect, it } from 'vitest';
import { sandboxTokenFor } from '#contract/sandbox-cards.ts';
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts';

const charge = (token: string, idempotencyKey = `key-${token}`) => ({
  amountCents: 5_000,
  currency: 'USD',
  token,
  idempotencyKey,
  description: 'test',
  metadata: {},
});

const tokenOf = (card: string) => sandboxTokenFor(card, 'abcdefghijklmnop')!;

describe('SandboxPaymentProvider', () => {
  it('approves 4242 4242 4242 4242 and records the charge', async () => {
    const sandbox = new SandboxPaymentProvider();
    expect(await sandbox.charge(charge(tokenOf('4242 4242 4242 4242')))).toMatchObject({ kind: 'approved' });
    expect(sandbox.approvedCharges).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 and fails 4000 0000 0000 0119, taking nothing', async () => {
    const sandbox = new SandboxPaymentProvider();
    expect(await sandbox.charge(charge(tokenOf('4000000000000002')))).toMatchObject({ kind: 'declined' });
    expect(await sandbox.charge(charge(tokenOf('4000000000000119')))).toMatchObject({ kind: 'failed' });
    expect(sandbox.approvedCharges).toHaveLength(0);
  });

  it('declines what is not a sandbox token (a card number sent by mistake, a forged outcome)', async () => {
    const sandbox = new SandboxPaymentProvider();
    expect(await sandbox.charge(charge('4242424242424242'))).toMatchObject({ kind: 'declined' });
    expect(await sandbox.charge(charge('sandbox_approved_short'))).toMatchObject({ kind: 'declined' });
  });

  it('answers a repeated idempotency key as the first time, charging once', async () => {
    const sandbox = new SandboxPaymentProvider();
    const first = await sandbox.charge(charge(tokenOf('4242424242424242'), 'same'));
    expect(await sandbox.charge(charge(tokenOf('4242424242424242'), 'same'))).toEqual(first);
    expect(sandbox.approvedCharges).toHaveLength(1);
  });

  it('refunds its own charges, a repeated key once, and nothing else (the ledger checks what is left)', async () => {
    const sandbox = new SandboxPaymentProvider();
    const charged = await sandbox.charge(charge(tokenOf('4242424242424242')));
    if (charged.kind !== 'approved') throw new Error('not approved');
    const refund = (amountCents: number, idempotencyKey: string, chargeReference = charged.reference) =>
      sandbox.refund({ chargeReference, amountCents, idempotencyKey, metadata: {} });
    const first = await refund(3_000, 'r1');
    expect(first).toMatchObject({ kind: 'refunded' });
    expect(await refund(3_000, 'r1')).toEqual(first);
    expect(await refund(2_000, 'r2')).toMatchObject({ kind: 'refunded' });
    expect(await refund(100, 'r3', 'ch_not_the_sandbox')).toMatchObject({ kind: 'failed' });
    expect(sandbox.refunds.map((one) => one.amountCents)).toEqual([3_000, 2_000]);
  });
});
