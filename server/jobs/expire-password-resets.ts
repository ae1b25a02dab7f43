import { lte } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { passwordResetTokens } from '#server/db/schema.ts';

/*
 * Password reset links work for an hour (decision 0040); a used or expired row resets nothing and
 * is only kept until this sweep. Like the other sweeps (runtime.ts, periodic-sweep.ts) it runs on the
 * raw database over every company, as one idempotent DELETE that any number of processes may run.
 */

/** Deletes every reset token that expired at or before `now` (used ones expire too); answers how many. */
export async function expirePasswordResets(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(passwordResetTokens)
    .where(lte(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.id });
  return deleted.length;
}
