import { and, isNull, lte } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { caseInvitations } from '#server/db/schema.ts';

/*
 * An invitation nobody used by its `expires_at` (seven days, decision 0045) opens nothing: unknown,
 * used and expired links get the same answer. It still holds a relative's name and address that
 * nobody needs, so it goes. A used one stays: it records who brought whom into the case.
 * The raw database over every company, one idempotent DELETE, like the other sweeps (runtime.ts).
 */

/** Deletes every unused invitation that expired at or before `now`; answers how many. */
export async function expireInvitations(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(caseInvitations)
    .where(and(isNull(caseInvitations.usedAt), lte(caseInvitations.expiresAt, now)))
    .returning({ id: caseInvitations.id });
  return deleted.length;
}
