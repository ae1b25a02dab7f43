import { aliasedTable, and, asc, eq, gte, lt } from 'drizzle-orm';
import { caseReference } from '#contract/planning.ts';
import { eventName } from '#contract/obituary-event-kinds.ts';
import { bookingEnd, conflictsOf } from '#contract/schedule-conflicts.ts';
import type { CalendarEntry } from '#contract/staff-calendar.ts';
import { cases, locations, obituaries, obituaryEvents, serviceResources, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { directsCasesAs } from '#server/services/case-directors.ts';
import { conflictText } from './conflict-text.ts';

/*
 * The company's service events between two instants (decision 0125), each with its case, place,
 * chapel, hearse and director and its double bookings: the calendar's days, the obituary editor's
 * warning and the calendar feeds all read them here. One query over the events' (company, start)
 * index; the double-booking rule (contract/schedule-conflicts.ts) runs over what it read.
 */

/** The longest an event is looked back for: one that started earlier and still runs is found too. */
const LOOK_BACK_MS = 24 * 3_600_000;

const chapels = aliasedTable(serviceResources, 'chapel');
const hearses = aliasedTable(serviceResources, 'hearse');
const directors = aliasedTable(users, 'director');

export interface ScheduleWindow {
  from: Date;
  to: Date;
}

/** Who reads the schedule: its times are written in this zone in conflict warnings. */
export interface ScheduleReader {
  timeZone: string;
}

/**
 * Every event that runs between `from` and `to` (it starts before `to` and ends after `from`), soonest
 * first, with its conflicts among every event of the company around those times.
 */
export async function scheduleEntries(
  scope: TenantScope,
  window: ScheduleWindow,
  reader: ScheduleReader,
): Promise<CalendarEntry[]> {
  const e = obituaryEvents;
  const rows = await scope
    .select({
      id: e.id,
      kind: e.kind,
      title: e.title,
      private: e.private,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      timeZone: e.timeZone,
      obituaryId: e.obituaryId,
      placeName: e.placeName,
      addressLine1: e.addressLine1,
      city: e.city,
      region: e.region,
      caseId: cases.id,
      decedentName: cases.decedentName,
      locationId: locations.id,
      locationName: locations.name,
      chapelId: chapels.id,
      chapelName: chapels.name,
      hearseId: hearses.id,
      hearseName: hearses.name,
      directorId: directors.id,
      directorName: directors.name,
    })
    .from(e, and(gte(e.startsAt, new Date(window.from.getTime() - LOOK_BACK_MS)), lt(e.startsAt, window.to)))
    .innerJoin(obituaries, and(eq(obituaries.id, e.obituaryId), scope.owns(obituaries)))
    .innerJoin(cases, and(eq(cases.id, obituaries.caseId), scope.owns(cases)))
    .leftJoin(locations, and(eq(locations.id, e.locationId), scope.owns(locations)))
    .leftJoin(chapels, and(eq(chapels.id, e.chapelId), scope.owns(chapels)))
    .leftJoin(hearses, and(eq(hearses.id, e.hearseId), scope.owns(hearses)))
    // The case's director while the account still directs cases (as the family sees it); the condition
    // names the join's alias, not the users table itself, which this query does not read.
    .leftJoin(directors, and(eq(directors.id, cases.directorUserId), scope.owns(directors), directsCasesAs(directors)))
    .orderBy(asc(e.startsAt), asc(e.id));

  const entries = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: eventName(row),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    case: { id: row.caseId, reference: caseReference(row.caseId), decedentName: row.decedentName },
    obituaryId: row.obituaryId,
    place: {
      name: row.placeName,
      address: [row.addressLine1, row.city, row.region].filter((part) => part.trim() !== '').join(', '),
    },
    location: row.locationId === null ? null : { id: row.locationId, name: row.locationName! },
    chapel: row.chapelId === null ? null : { id: row.chapelId, name: row.chapelName! },
    hearse: row.hearseId === null ? null : { id: row.hearseId, name: row.hearseName! },
    director: row.directorId === null ? null : { id: row.directorId, name: row.directorName! },
    private: row.private,
  }));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const conflicts = conflictsOf(
    rows.map((row) => ({
      id: row.id,
      startsAt: row.startsAt.getTime(),
      endsAt: row.endsAt?.getTime() ?? null,
      chapelId: row.chapelId,
      hearseId: row.hearseId,
      directorId: row.directorId,
    })),
  );
  return entries
    .map((entry) => ({
      ...entry,
      conflicts: (conflicts.get(entry.id) ?? []).map((conflict) => ({
        ...conflict,
        text: conflictText(conflict.over, entry, byId.get(conflict.withEventId)!, reader.timeZone),
      })),
    }))
    .filter((entry) => runsWithin(entry, window));
}

/** Whether an entry runs in the window: it starts before the window's end and ends (or is assumed to) after its start. */
function runsWithin(entry: Pick<CalendarEntry, 'startsAt' | 'endsAt'>, window: ScheduleWindow): boolean {
  const startsAt = Date.parse(entry.startsAt);
  const endsAt = entry.endsAt === null ? null : Date.parse(entry.endsAt);
  return startsAt < window.to.getTime() && bookingEnd({ startsAt, endsAt }) > window.from.getTime();
}
