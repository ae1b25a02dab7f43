import { createHash } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { stableJson } from '#contract/stable-json.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * Idempotency-Key (DESIGN §4) for POSTs that create commitments: planning submit now; orders,
 * payments and contract submit later. The key is claimed in the same transaction as the work, so:
 * - a repeat after success returns the stored first answer (and creates nothing);
 * - two requests at once are serialised by the key's primary key (PostgreSQL makes the second
 *   insert wait for the first transaction; PGlite runs transactions one at a time), and the second
 *   then sees the first's answer;
 * - a failed attempt rolls the claim back with everything else, so a retry simply runs again.
 * Keys expire IDEMPOTENCY_KEY_HOURS after their first use (Stripe's rule): an older key counts as
 * new, and server/jobs/expire-idempotency-keys.ts deletes expired rows.
 */

export const IDEMPOTENCY_KEY_HOURS = 24;

/** Keys first used at or before this moment have expired. */
export const idempotencyCutoff = (now: Date): Date => new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);

export interface IdempotencyClaim {
  /** What kind of request the key belongs to, e.g. 'planning.submit'. */
  scope: string;
  key: string;
  /** fingerprintOf(the validated request): tells a repeat from another request reusing the key. */
  fingerprint: string;
}

export interface StoredAnswer<T> {
  status: number;
  body: T;
}

export type IdempotentOutcome<T> =
  | { kind: 'done'; answer: StoredAnswer<T>; replayed: boolean }
  /** The key was used before for a different request. */
  | { kind: 'mismatch' };

export const fingerprintOf = (request: unknown): string =>
  createHash('sha256').update(stableJson(request)).digest('base64url');

// The tenant scope adds the company: a key is the company's own.
const sameKey = (claim: IdempotencyClaim) =>
  and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
const liveKey = (claim: IdempotencyClaim, now: Date) =>
  and(sameKey(claim), gt(idempotencyKeys.createdAt, idempotencyCutoff(now)));

function previous<T>(
  row: { fingerprint: string; responseStatus: number; responseBody: unknown },
  claim: IdempotencyClaim,
) {
  if (row.fingerprint !== claim.fingerprint) return { kind: 'mismatch' } as const;
  return { kind: 'done', answer: { status: row.responseStatus, body: row.responseBody as T }, replayed: true } as const;
}

/** The stored answer for a live key, if any: lets a repeat skip work (and checks) before a transaction. */
export async function findIdempotentAnswer<T>(
  tenant: TenantScope,
  claim: IdempotencyClaim,
  now: Date,
): Promise<IdempotentOutcome<T> | null> {
  const [row] = await tenant.selectAll(idempotencyKeys, liveKey(claim, now)).limit(1);
  return row ? previous<T>(row, claim) : null;
}

/**
 * Runs `work` in a transaction, at most once per key: the first caller's answer is stored with
 * its work; later callers with the same key get that answer back. Without a claim (no key sent)
 * the work simply runs in a transaction.
 */
export async function runIdempotent<T>(
  tenant: TenantScope,
  claim: IdempotencyClaim | null,
  now: Date,
  work: (tx: TenantScope) => Promise<StoredAnswer<T>>,
): Promise<IdempotentOutcome<T>> {
  return tenant.transaction(async (tx) => {
    if (claim) {
      // An expired use of the key is forgotten first, so the key is claimed as new.
      await tx.delete(idempotencyKeys, and(sameKey(claim), lte(idempotencyKeys.createdAt, idempotencyCutoff(now))));
      const [claimed] = await tx
        .insert(idempotencyKeys, { ...claim, responseStatus: 0, responseBody: {}, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!claimed) {
        const [row] = await tx.selectAll(idempotencyKeys, sameKey(claim)).limit(1);
        if (!row) throw new Error('Idempotency key neither claimed nor found');
        return previous<T>(row, claim);
      }
    }
    const answer = await work(tx);
    if (claim) await settleIdempotentAnswer(tx, claim, answer);
    return { kind: 'done', answer, replayed: false };
  });
}

/*
 * Work that must leave the transaction halfway (a payment: DESIGN §6 keeps it out of any
 * transaction) claims the key with runIdempotent and an interim answer, does the outside work,
 * then settles the key with its final answer, or releases it when the work did not happen, so a
 * retry runs again.
 */

/** Replaces the answer stored for a claimed key (in the transaction that records the outcome). */
export async function settleIdempotentAnswer<T>(
  tx: TenantScope,
  claim: IdempotencyClaim,
  answer: StoredAnswer<T>,
): Promise<void> {
  await tx.update(
    idempotencyKeys,
    { responseStatus: answer.status, responseBody: answer.body as object },
    sameKey(claim),
  );
}

/** Forgets a claimed key, as if it had never been used. */
export async function releaseIdempotencyKey(tx: TenantScope, claim: IdempotencyClaim): Promise<void> {
  await tx.delete(idempotencyKeys, sameKey(claim));
}
