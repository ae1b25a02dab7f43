import type { TenantScope } from '#server/db/tenant-scope.ts';
import { companySiteUrl } from '#server/services/site-url.ts';
import { calendarFeedDocument, feedWindow } from './calendar-feed.ts';
import { openCalendarFeed } from './calendar-feeds.ts';
import { scheduleEntries } from './schedule-entries.ts';

/**
 * The document a feed's address answers (decision 0128), or null when the token opens no feed of
 * this company. Its events are the schedule's own read (schedule-entries.ts) around `now`: every
 * one, or those of the cases its owner directs.
 */
export async function servedCalendarFeed(scope: TenantScope, token: string, now: Date): Promise<string | null> {
  const feed = await openCalendarFeed(scope, token, now);
  if (!feed) return null;
  const [company, siteUrl] = await Promise.all([scope.company(), companySiteUrl(scope)]);
  if (!company) return null;
  const window = feedWindow(now);
  const entries = await scheduleEntries(scope, window, { timeZone: company.timeZone });
  return calendarFeedDocument(
    { companyId: scope.companyId, name: company.name, timeZone: company.timeZone, siteUrl },
    {
      scope: feed.scope,
      entries: feed.scope === 'mine' ? entries.filter((entry) => entry.director?.id === feed.userId) : entries,
      window,
      now,
    },
  );
}
