import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { ChargeRequest, PaymentProvider } from '#server/payments/payment-provider.ts';
import { releaseIdempotencyKey, settleIdempotentAnswer, type IdempotencyClaim } from './idempotency.ts';

/*
 * The middle step of every card payment (the shop's checkout, a family's payment; DESIGN §6): the
 * attempt is already claimed under its Idempotency-Key with a pending row, the charge runs outside
 * any transaction, and what cannot become "paid" is unwound here, one way for both:
 * - the processor failed: the pending row goes and the key is freed, so the same key may try again;
 * - the card was declined: the row is kept as declined and the key answers 402 from now on.
 * A charge found in flight after its request died (charges-in-flight.ts) keeps its row and key when
 * the processor cannot be reached: the money may have been taken, so it waits for the next look.
 */

export type ClaimedCharge =
  { kind: 'charged'; reference: string } | { kind: 'declined' } | { kind: 'payment-failed' } | { kind: 'kept' };

export interface ClaimedRow {
  /** A charge left in flight: when the processor fails, keep the pending row and the key. */
  keepWhenUnreachable?: boolean;
  /** Removes the pending row (a failed charge leaves nothing behind). */
  drop(tx: TenantScope): Promise<unknown>;
  /** Marks the pending row declined, with the processor's reference. */
  decline(tx: TenantScope, reference: string | null): Promise<unknown>;
}

export async function chargeClaimed(
  scope: TenantScope,
  payments: PaymentProvider,
  claim: IdempotencyClaim,
  request: ChargeRequest,
  row: ClaimedRow,
): Promise<ClaimedCharge> {
  const charged = await payments
    .charge(request)
    .catch((error: unknown) => ({ kind: 'failed' as const, reason: String(error) }));
  if (charged.kind === 'failed') {
    if (row.keepWhenUnreachable) return { kind: 'kept' };
    await scope.transaction(async (tx) => {
      await row.drop(tx);
      await releaseIdempotencyKey(tx, claim);
    });
    return { kind: 'payment-failed' };
  }
  if (charged.kind === 'declined') {
    await scope.transaction(async (tx) => {
      await row.decline(tx, charged.reference);
      await settleIdempotentAnswer(tx, claim, { status: 402, body: { state: 'declined' } });
    });
    return { kind: 'declined' };
  }
  return { kind: 'charged', reference: charged.reference };
}
