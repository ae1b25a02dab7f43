import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { idempotencyKeys } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { ChargeRequest } from '#server/payments/payment-provider.ts';
import { idempotencyCutoff, type IdempotencyClaim } from './idempotency.ts';

/*
 * A card charge in flight (decision 0104). Between claiming its Idempotency-Key (with a
 * pending order or payment) and recording the processor's answer, a charge lives only in the key's
 * interim answer: `{ state: 'charging', inFlight }`. `inFlight` keeps what the charge was asked with
 * (the processor's token, never a card number, and the processor's idempotency key) and what
 * finishing needs. A server killed in between leaves that answer behind; whoever finds it after
 * its grace (DEFAULT_CHARGE_GRACE_MS, config CHARGE_GRACE_SECONDS: a retry with the same key, the sweep at start-up and every few minutes, staff in
 * the console) asks the processor again with the same key, which answers the first charge's result
 * or makes it once, and settles it. The answer is replaced when the charge is settled, so nothing of
 * it stays.
 */

/**
 * Longer than any charge can take (Stripe's client: 30 s a try, three tries): a key still charging
 * after this has no request left working on it.
 */
export const DEFAULT_CHARGE_GRACE_MS = 120_000;

export interface ChargeInFlight<T> {
  state: 'charging';
  /** Absent in answers stored before decision 0104: such a key can only wait for its expiry. */
  inFlight?: { provider: string; charge: ChargeRequest } & T;
}

export interface FoundInFlight<T> {
  claim: IdempotencyClaim;
  inFlight: NonNullable<ChargeInFlight<T>['inFlight']>;
  /** When the key was claimed. */
  createdAt: Date;
}

const charging = sql`${idempotencyKeys.responseBody}->>'state' = 'charging'`;

/** The charge still in flight under this claim and past its grace; null when none is (or not yet). */
export async function chargeInFlightOf<T>(
  tenant: TenantScope,
  claim: IdempotencyClaim,
  now: Date,
  graceMs: number,
): Promise<FoundInFlight<T> | null> {
  const [row] = await tenant
    .select({
      body: idempotencyKeys.responseBody,
      createdAt: idempotencyKeys.createdAt,
      fingerprint: idempotencyKeys.fingerprint,
    })
    .from(idempotencyKeys, and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key), charging))
    .limit(1);
  const inFlight = (row?.body as ChargeInFlight<T> | undefined)?.inFlight;
  if (!row || !inFlight || row.createdAt.getTime() > now.getTime() - graceMs) return null;
  return { claim: { ...claim, fingerprint: row.fingerprint }, inFlight, createdAt: row.createdAt };
}

/**
 * Every charge of the company in flight past its grace (and not expired), of the given key scopes. The
 * processor's webhook passes no grace: its event says the charge's request is over.
 */
export async function chargesInFlight<T>(
  tenant: TenantScope,
  scopes: readonly string[],
  now: Date,
  graceMs: number,
): Promise<FoundInFlight<T>[]> {
  const rows = await tenant
    .select({
      scope: idempotencyKeys.scope,
      key: idempotencyKeys.key,
      fingerprint: idempotencyKeys.fingerprint,
      body: idempotencyKeys.responseBody,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(
      idempotencyKeys,
      and(
        inArray(idempotencyKeys.scope, [...scopes]),
        charging,
        lte(idempotencyKeys.createdAt, new Date(now.getTime() - graceMs)),
        gt(idempotencyKeys.createdAt, idempotencyCutoff(now)),
      ),
    )
    .limit(100);
  return rows.flatMap((row) => {
    const inFlight = (row.body as ChargeInFlight<T>).inFlight;
    return inFlight
      ? [
          {
            claim: { scope: row.scope, key: row.key, fingerprint: row.fingerprint },
            inFlight,
            createdAt: row.createdAt,
          },
        ]
      : [];
  });
}
