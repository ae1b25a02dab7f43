import { and, eq, inArray, isNull } from 'drizzle-orm';
import { calendarFeedPath, type CalendarFeed, type CalendarFeedScope } from '#contract/calendar-feeds.ts';
import { calendarFeeds, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { hashToken } from '#server/services/auth.ts';
import { newOneTimeToken } from '#server/services/one-time-token.ts';

/*
 * The rows of the staff's calendar feeds (decision 0128): one a person. The token is made like a
 * mailed link's (32 random bytes, base64url) and only its SHA-256 is kept, so the address is shown
 * once, when made; making a new one writes a new hash over the old (the old address opens nothing
 * from then on), and stopping the feed deletes the row.
 */

const feedColumns = {
  scope: calendarFeeds.scope,
  createdAt: calendarFeeds.createdAt,
  lastFetchedAt: calendarFeeds.lastFetchedAt,
};

const toFeed = (row: { scope: CalendarFeedScope; createdAt: Date; lastFetchedAt: Date | null }): CalendarFeed => ({
  scope: row.scope,
  createdAt: row.createdAt.toISOString(),
  lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
});

/** The person's feed, without its address (which is not kept), or null while they have none. */
export async function myCalendarFeed(scope: TenantScope, userId: number): Promise<CalendarFeed | null> {
  const [row] = await scope.select(feedColumns).from(calendarFeeds, eq(calendarFeeds.userId, userId));
  return row ? toFeed(row) : null;
}

/**
 * Makes the person's feed, or gives it a new address and scope in place of the old: the feed and its
 * address, under the site's address when one is set.
 */
export async function makeCalendarFeed(
  scope: TenantScope,
  request: { userId: number; feedScope: CalendarFeedScope; siteUrl: string | null },
  now: Date,
): Promise<CalendarFeed & { url: string }> {
  const { token, tokenHash } = newOneTimeToken();
  const made = { tokenHash, scope: request.feedScope, createdAt: now, lastFetchedAt: null };
  const [row] = await scope
    .insert(calendarFeeds, { userId: request.userId, ...made })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: made })
    .returning(feedColumns);
  return { ...toFeed(row!), url: `${request.siteUrl ?? ''}${calendarFeedPath(token)}` };
}

/** Stops the person's feed: its address answers 404 from now on. Nothing to stop is no error. */
export async function stopCalendarFeed(scope: TenantScope, userId: number): Promise<void> {
  await scope.delete(calendarFeeds, eq(calendarFeeds.userId, userId));
}

/**
 * The feed a token opens, noting the fetch: whose it is and what it holds, or null for a token that
 * opens none (unknown, replaced, stopped, another company's, or its owner's account disabled). One
 * UPDATE by the token's hash, found or not, so a wrong token costs what a right one does.
 */
export async function openCalendarFeed(
  scope: TenantScope,
  token: string,
  now: Date,
): Promise<{ userId: number; scope: CalendarFeedScope } | null> {
  const enabledStaff = scope
    .select({ id: users.id })
    .from(users, and(eq(users.role, 'staff'), isNull(users.disabledAt)));
  const [row] = await scope
    .update(
      calendarFeeds,
      { lastFetchedAt: now },
      and(eq(calendarFeeds.tokenHash, hashToken(token)), inArray(calendarFeeds.userId, enabledStaff)),
    )
    .returning({ userId: calendarFeeds.userId, scope: calendarFeeds.scope });
  return row ?? null;
}
