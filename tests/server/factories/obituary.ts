import { eq } from 'drizzle-orm';
import { obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { insertObituarySeed, type ObituaryEventSeed } from '#server/seed/obituary-seed.ts';
import { companyLocations } from './company.ts';

/*
 * An obituary of a test's own, written by the demo seed's own insert (server/seed/obituary-seed.ts):
 * its case (at need, at one of the company's locations), the name folded for search, the sanitised
 * text, the service schedule in each event's zone. Dates are relative to `now`, as the seed's are,
 * so services are still to come whenever the test runs.
 */

/** An event of the schedule; by default at 11:00 for an hour, Pacific time, at the obituary's location. */
export type EventOptions = Pick<ObituaryEventSeed, 'kind' | 'daysFromNow'> & Partial<ObituaryEventSeed>;

export interface ObituaryOptions {
  fullName?: string;
  /** 'YYYY-MM-DD', or null when not known. */
  bornOn?: string | null;
  diedDaysAgo?: number;
  /** Index into the company's locations (createCompany's `locations`). */
  location?: number;
  /** Sanitised as the family portal's text is; default a sentence naming the person. */
  textHtml?: string;
  livestreamUrl?: string;
  /** Default true: public on the company's site. */
  published?: boolean;
  events?: EventOptions[];
}

let made = 0;

const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]!);

export async function createObituary(
  scope: TenantScope,
  options: ObituaryOptions = {},
  now = new Date(),
): Promise<{ id: number; caseId: number }> {
  const fullName = options.fullName ?? `Obituary Person ${(made += 1)}`;
  const location = options.location ?? 0;
  const [id] = await insertObituarySeed(
    scope,
    [
      {
        fullName,
        bornOn: options.bornOn ?? null,
        diedDaysAgo: options.diedDaysAgo ?? 1,
        location,
        textHtml: options.textHtml ?? `<p>${escapeHtml(fullName)} is remembered with love.</p>`,
        livestreamUrl: options.livestreamUrl,
        published: options.published ?? true,
        events: (options.events ?? []).map((event) => ({
          localTime: '11:00',
          minutes: 60,
          timeZone: 'America/Los_Angeles',
          ...(event.placeName === undefined ? { location } : {}),
          ...event,
        })),
      },
    ],
    await companyLocations(scope),
    now,
  );
  const [row] = await scope.select({ caseId: obituaries.caseId }).from(obituaries, eq(obituaries.id, id!));
  return { id: id!, caseId: row!.caseId };
}
