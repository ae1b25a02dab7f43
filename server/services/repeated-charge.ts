import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { chargeInFlightOf, type FoundInFlight } from './charges-in-flight.ts';
import { findIdempotentAnswer, type IdempotencyClaim, type IdempotentOutcome } from './idempotency.ts';

/*
 * A card charge's Idempotency-Key used again (the family's case payment, the shop's order: decision
 * 0104). Both store the same answers while charging and after a decline, and both finish a charge
 * left in flight the same way; only what a settled answer says is their own.
 */

export type UnsettledCharge = { kind: 'key-reused' } | { kind: 'in-progress' } | { kind: 'declined' };

/** What a stored charge answer says: the shared states here, a settled one by `settled`. */
export function chargeOutcomeOf<Body extends { state: string }, Settled>(
  outcome: IdempotentOutcome<Body>,
  settled: (body: Exclude<Body, { state: 'charging' | 'declined' }>, replayed: boolean) => Settled,
): UnsettledCharge | Settled {
  if (outcome.kind === 'mismatch') return { kind: 'key-reused' };
  const body = outcome.answer.body;
  if (body.state === 'charging') return { kind: 'in-progress' };
  if (body.state === 'declined') return { kind: 'declined' };
  return settled(body as Exclude<Body, { state: 'charging' | 'declined' }>, outcome.replayed);
}

export interface RepeatedChargeDeps {
  /** Null: no card processor on this server (decision 0101). */
  payments: PaymentProvider | null;
  /** How long a charge may take before a retry asks the processor again (decision 0104). */
  chargeGraceMs: number;
}

/**
 * A repeat of a key: null when the key is new; else its first answer, or, when its charge is still in
 * flight past the grace (its request died with its server), the charge asked of the processor again
 * and settled by `charge`.
 */
export async function answerRepeatedCharge<Body extends { state: string }, InFlight, Outcome extends { kind: string }>(
  deps: RepeatedChargeDeps,
  scope: TenantScope,
  claim: IdempotencyClaim,
  now: Date,
  outcomeOf: (earlier: IdempotentOutcome<Body>) => Outcome,
  charge: (provider: PaymentProvider, found: FoundInFlight<InFlight>) => Promise<Outcome>,
): Promise<Outcome | null> {
  const earlier = await findIdempotentAnswer<Body>(scope, claim, now);
  if (!earlier) return null;
  const outcome = outcomeOf(earlier);
  if (outcome.kind !== 'in-progress' || !deps.payments) return outcome;
  const found = await chargeInFlightOf<InFlight>(scope, claim, now, deps.chargeGraceMs);
  if (!found || found.inFlight.provider !== deps.payments.name) return outcome;
  return charge(deps.payments, found);
}
