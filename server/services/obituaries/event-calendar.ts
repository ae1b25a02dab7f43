import { obituaryPath } from '#contract/obituary-path.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { uidHost } from '#server/services/icalendar/ics-text.ts';
import { companySiteUrl } from '#server/services/site-url.ts';
import { calendarFile, calendarFileName } from './calendar-file.ts';
import { getObituary } from './published-obituary.ts';

/** The .ics file of one event of a published obituary, or null when there is no such event. */
export async function eventCalendar(
  scope: TenantScope,
  { id, eventId }: { id: number; eventId: number },
  now: Date,
): Promise<{ fileName: string; body: string } | null> {
  const [obituary, siteUrl] = await Promise.all([
    getObituary(scope, id, null /* the calendar file has no Shop tab */),
    companySiteUrl(scope),
  ]);
  const event = obituary?.events.find((candidate) => candidate.id === eventId);
  if (!obituary || !event) return null;
  const path = obituaryPath(obituary);
  // Without a configured address the file still works; its link is the site path.
  const url = siteUrl ? `${siteUrl}${path}` : path;
  const host = uidHost(siteUrl, scope.companyId);
  return {
    fileName: calendarFileName(event, obituary.nameSlug),
    body: calendarFile({ event, fullName: obituary.fullName, url, host, now }),
  };
}
