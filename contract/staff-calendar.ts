import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { obituaryEventKind } from './obituaries.ts';
import { calendarDate } from './obituaries.ts';
import { text } from './text.ts';

/*
 * The funeral home's calendar (decision 0125): every service event of every case, by day or by week,
 * in the company's time zone, with its double bookings (contract/schedule-conflicts.ts). Every staff
 * role reads it (`schedule.read`); what it books is set in the obituary editor.
 */

export const calendarViews = ['day', 'week'] as const;
export type CalendarView = (typeof calendarViews)[number];

/**
 * GET /api/staff/calendar: the day, or the week (Sunday to Saturday) holding `date` (the company's
 * today when left out). Filters: a location, a chapel, a director (`me` the caller).
 */
export const calendarQuery = z.object({
  date: calendarDate().optional(),
  view: z.enum(calendarViews).default('week'),
  locationId: rowIdParam().optional(),
  chapelId: rowIdParam().optional(),
  director: z.union([z.literal('me'), rowIdParam()]).optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

const named = z.object({ id: rowId(), name: z.string() });

/** One double booking of an entry: the other event, whose it is, and what both book. */
export const calendarConflict = z.object({
  withEventId: rowId(),
  over: z.enum(['chapel', 'hearse', 'director']),
  /** "Main chapel is also booked for Funeral service for Ingrid Björk, Saturday, December 5, 10:00 AM CST." */
  text: z.string(),
});
export type CalendarConflict = z.infer<typeof calendarConflict>;

/** One event on the calendar. */
export const calendarEntry = z.object({
  id: rowId(),
  kind: obituaryEventKind,
  /** What it is called: its kind's label, or the name staff gave an 'other' event. */
  name: z.string(),
  startsAt: z.iso.datetime(),
  /** Null: no end was given (an hour is assumed for double bookings). */
  endsAt: z.iso.datetime().nullable(),
  /** The event's own zone (the calendar shows it in the company's). */
  timeZone: z.string(),
  case: z.object({ id: rowId(), reference: z.string(), decedentName: z.string() }),
  obituaryId: rowId(),
  /** Where: the place's name and one line of its address. */
  place: z.object({ name: z.string(), address: z.string() }),
  location: named.nullable(),
  chapel: named.nullable(),
  hearse: named.nullable(),
  /** The case's director; null while none is assigned. */
  director: named.nullable(),
  /** Kept off the public obituary and the shop (decision 0130): staff know not to announce it. */
  private: z.boolean(),
  conflicts: z.array(calendarConflict),
});
export type CalendarEntry = z.infer<typeof calendarEntry>;

/** An event as staff read it on the calendar and in its feed: "Transfer to the crematory (private)". */
export const entryName = (entry: Pick<CalendarEntry, 'name' | 'private'>): string =>
  entry.private ? `${entry.name} (private)` : entry.name;

export const staffCalendar = z.object({
  view: z.enum(calendarViews),
  /** The first and last day shown (YYYY-MM-DD, the company's calendar). */
  from: z.string(),
  to: z.string(),
  /** The company's today, for the "Today" link. */
  today: z.string(),
  timeZone: z.string(),
  /** The events of the days shown, soonest first (filtered; conflicts are found among all of them). */
  entries: z.array(calendarEntry),
  /** Who may direct a case: the director filter's choices, for every role that reads the calendar. */
  directors: z.array(named),
});
export type StaffCalendar = z.infer<typeof staffCalendar>;

/** A chapel or a hearse that events book (console Settings keeps them). */
export const serviceResource = z.object({
  id: rowId(),
  kind: z.enum(['chapel', 'hearse']),
  name: z.string(),
  /** A chapel's location; a hearse's home, if any. */
  locationId: rowId().nullable(),
  retired: z.boolean(),
});
export type ServiceResource = z.infer<typeof serviceResource>;

/** GET /api/staff/chapels-and-hearses: every chapel and hearse, retired ones included (marked). */
export const serviceResources = z.object({ items: z.array(serviceResource) });
export type ServiceResources = z.infer<typeof serviceResources>;

/** The most chapels and hearses a company keeps. */
export const SERVICE_RESOURCES_MAX = 100;

/** POST /api/staff/chapels-and-hearses and PUT …/{id}: a chapel (at a location) or a hearse, whole. */
export const serviceResourceBody = z
  .object({
    kind: z.enum(['chapel', 'hearse']),
    name: text().trim().min(1).max(80),
    locationId: rowId().nullable(),
    /** Retired: events that booked it keep it; nothing new offers it. */
    retired: z.boolean(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'chapel' && body.locationId === null)
      ctx.addIssue({ code: 'custom', path: ['locationId'], message: serviceResourceMessages.chapelLocation });
  });
export type ServiceResourceBody = z.infer<typeof serviceResourceBody>;

export const serviceResourceParams = z.object({ id: rowIdParam() });

export const serviceResourceMessages = {
  chapelLocation: 'Please choose the location this chapel is in.',
};
