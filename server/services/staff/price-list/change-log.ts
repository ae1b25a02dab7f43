import { desc } from 'drizzle-orm';
import { priceListChanges, statementTemplates } from '#server/db/schema.ts';
import { dayIn } from '#contract/time-text.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * Every price-list change is dated (decision 0079): who, when and what, and the calendar day it took
 * effect in the funeral home's time zone (companies.time_zone, decision 0089; UTC without one). The
 * list's effective date is the newest change's.
 */

/** Who changes the list, when, and the time zone their day is counted in. */
export interface ChangeAuthor {
  userId: number;
  now: Date;
  timeZone: string | undefined;
}

/** Records a change in the caller's transaction; answers the list's new effective date. */
export async function recordChange(scope: TenantScope, author: ChangeAuthor, what: string): Promise<string> {
  const effectiveOn = dayIn(author.now, author.timeZone);
  await scope.insert(priceListChanges, { changedByUserId: author.userId, what, effectiveOn });
  return effectiveOn;
}

/**
 * The list's effective date: the newest change's day; before any change (a list as seeded), the day
 * its newest statement template was made, in UTC; with neither, `today`.
 */
export async function effectiveOnOf(scope: TenantScope, today: Date): Promise<string> {
  const [[change], [template]] = await Promise.all([
    scope
      .select({ effectiveOn: priceListChanges.effectiveOn })
      .from(priceListChanges)
      .orderBy(desc(priceListChanges.id))
      .limit(1),
    scope
      .select({ createdAt: statementTemplates.createdAt })
      .from(statementTemplates)
      .orderBy(desc(statementTemplates.id))
      .limit(1),
  ]);
  return change?.effectiveOn ?? dayIn(template?.createdAt ?? today, 'UTC');
}
