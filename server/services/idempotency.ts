import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { stableJson } from '#contract/stable-json.ts';
import type { Database } from '#server/db/open-database.ts';
import { idempotencyKeys } from '#server/db/schema.ts';

/*
 * Idempotency-Key (DESIGN §4) for POSTs that create commitments: planning submit now; orders,
 * payments and contract submit later. The key is claimed in the same transaction as the work, so:
 * - a repeat after success returns the stored first answer (and creates nothing);
 * - two requests at once are serialised by the key's primary key (PostgreSQL makes the second
 *   insert wait for the first transaction; PGlite runs transactions one at a time), and the second
 *   then sees the first's answer;
 * - a failed attempt rolls the claim back with everything else, so a retry simply runs again.
 * Stored answers are kept; a cleanup of old keys can be added when they start to weigh.
 */

export interface IdempotencyClaim {
  companyId: number;
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

const sameKey = (claim: IdempotencyClaim) =>
  and(
    eq(idempotencyKeys.companyId, claim.companyId),
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
  );

function previous<T>(
  row: { fingerprint: string; responseStatus: number; responseBody: unknown },
  claim: IdempotencyClaim,
) {
  if (row.fingerprint !== claim.fingerprint) return { kind: 'mismatch' } as const;
  return { kind: 'done', answer: { status: row.responseStatus, body: row.responseBody as T }, replayed: true } as const;
}

/** The stored answer for a key, if any: lets a repeat skip work (and checks) before a transaction. */
export async function findIdempotentAnswer<T>(
  db: Database,
  claim: IdempotencyClaim,
): Promise<IdempotentOutcome<T> | null> {
  const [row] = await db.select().from(idempotencyKeys).where(sameKey(claim)).limit(1);
  return row ? previous<T>(row, claim) : null;
}

/**
 * Runs `work` in a transaction, at most once per key: the first caller's answer is stored with
 * its work; later callers with the same key get that answer back. Without a claim (no key sent)
 * the work simply runs in a transaction.
 */
export async function runIdempotent<T>(
  db: Database,
  claim: IdempotencyClaim | null,
  work: (tx: Database) => Promise<StoredAnswer<T>>,
): Promise<IdempotentOutcome<T>> {
  return db.transaction(async (tx) => {
    if (claim) {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({ ...claim, responseStatus: 0, responseBody: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!claimed) {
        const [row] = await tx.select().from(idempotencyKeys).where(sameKey(claim)).limit(1);
        if (!row) throw new Error('Idempotency key neither claimed nor found');
        return previous<T>(row, claim);
      }
    }
    const answer = await work(tx);
    if (claim) {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: answer.body as object })
        .where(sameKey(claim));
    }
    return { kind: 'done', answer, replayed: false };
  });
}
