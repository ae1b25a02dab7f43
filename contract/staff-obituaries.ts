import { z } from 'zod';
import { obituaryTextHtml } from './family-obituary.ts';
import { EVENT_TITLE_MAX } from './obituary-event-kinds.ts';
import { taskStatus } from './family-tasks.ts';
import { rowId, rowIdParam } from './ids.ts';
import { LINK_TARGET_MAX, urlFormat, webUrlPattern } from './link-target.ts';
import { memorialWall } from './memorial.ts';
import { publicationStates, type PublicationEventType } from './obituary-publication.ts';
import { calendarDate, obituaryEventKind, OBITUARY_QUERY_MAX } from './obituaries.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { responsiveImage } from './responsive-image.ts';
import { calendarConflict, serviceResource } from './staff-calendar.ts';
import { staffPermission } from './staff-roles.ts';
import { isPlainText, isSingleLine, text } from './text.ts';
import { validationText } from './validation-messages.ts';

/*
 * The funeral home's obituary calls (decision 0063), under /api/staff/obituaries: the
 * console's list and editor read one call each, the editor saves the whole form, and each step of
 * the publication life (contract/obituary-publication.ts) is a call of its own. Staff only:
 * `obituaries.write` to read, write and ask the family, `obituaries.publish` to approve the text for
 * the family, publish and unpublish (contract/staff-roles.ts).
 */

export const publicationState = z.enum(publicationStates);

export const staffObituaryParams = z.object({ id: rowIdParam() });
export type StaffObituaryParams = z.infer<typeof staffObituaryParams>;

// ---------------------------------------------------------------- the list

/**
 * GET /api/staff/obituaries: by name (partial, accent- and case-insensitive), state and case (a case
 * page finds its obituary); newest first.
 */
export const staffObituaryListQuery = pagingQuery.extend({
  q: text().trim().max(OBITUARY_QUERY_MAX).optional(),
  state: publicationState.optional(),
  caseId: rowIdParam().optional(),
});
export type StaffObituaryListQuery = z.infer<typeof staffObituaryListQuery>;

export const staffObituarySummary = z.object({
  id: rowId(),
  caseId: rowId(),
  /** '' while nobody has written it. */
  fullName: z.string(),
  diedOn: z.string().nullable(),
  state: publicationState,
  /** A change of the text waits for approval (the family's or a director's). */
  changeWaiting: z.boolean(),
  locationId: rowId(),
  locationName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffObituarySummary = z.infer<typeof staffObituarySummary>;

export const staffObituaryList = pageOf(staffObituarySummary).extend({
  /** How many of the company's obituaries are in each state (whatever the filters): the list's tabs. */
  counts: z.record(publicationState, z.number().int()),
});
export type StaffObituaryList = z.infer<typeof staffObituaryList>;

// ---------------------------------------------------------------- times and places

/** Wall-clock time in an event's own zone, to the minute: "2026-12-03T11:00". */
const wallClockPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;
const isRealDate = (value: string) => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const isWallClock = (value: unknown): value is string =>
  typeof value === 'string' && wallClockPattern.test(value) && isRealDate(value);
// One message a field: a value with a NUL, a lone surrogate or a control character is left to
// text()'s 'Invalid string'.
export const wallClock = () =>
  text().refine((value) => !isPlainText(value) || !isSingleLine(value) || isWallClock(value), {
    message: validationText.pattern,
  });

/** Whether the runtime knows the IANA time zone (aliases included: "US/Pacific"). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
};
export const timeZoneName = () =>
  text()
    .min(1)
    .max(64)
    .refine((zone) => zone === '' || !isPlainText(zone) || !isSingleLine(zone) || isTimeZone(zone), {
      message: validationText.pattern,
    });

const line = () => text().trim().min(1).max(200);

/** A place that is not one of the company's chapels: a church, a cemetery. */
export const eventPlace = z.object({
  name: line(),
  line1: line(),
  city: line(),
  region: line(),
  postalCode: text().trim().min(1).max(20),
  country: text().trim().min(1).max(2).default('US'),
});
export type EventPlace = z.infer<typeof eventPlace>;

/** A livestream of the service: an http(s) address. */
const livestreamUrl = () =>
  text()
    .min(1)
    .max(LINK_TARGET_MAX)
    .check(urlFormat((url) => webUrlPattern.test(url)));

/** The most events a schedule holds. */
export const OBITUARY_EVENTS_MAX = 12;

/**
 * One event of the schedule as the editor sends it: an `id` keeps an event of this obituary (shop
 * orders name it), none makes a new one, and events left out are removed. Times are wall-clock
 * times in the event's own `timeZone`; `locationId` is a chapel of the company (its name and address
 * are used), else `place` is required.
 */
export const staffObituaryEventInput = z
  .object({
    id: rowId().optional(),
    kind: obituaryEventKind,
    /** What an event of kind 'other' is called ("Private family viewing"); required for it, dropped for the others. */
    title: text().trim().max(EVENT_TITLE_MAX).nullable().optional(),
    startsAt: wallClock(),
    endsAt: wallClock().nullable(),
    timeZone: timeZoneName(),
    locationId: rowId().nullable(),
    place: eventPlace.nullable().optional(),
    /** Flowers are delivered to the event when ordered before this time; null: no deliveries to it. */
    flowersUntil: wallClock().nullable(),
    /** A chapel of the event's location it books (decision 0125); left out, none. */
    chapelId: rowId().nullable().optional(),
    /** A hearse it books; left out, none. */
    hearseId: rowId().nullable().optional(),
    /**
     * Kept off the public page, its calendar files and the shop, on the funeral home's calendar only
     * (a private family viewing, a transfer to the crematory); left out, public.
     */
    private: z.boolean().optional(),
  })
  .superRefine((event, ctx) => {
    if (event.locationId === null && !event.place)
      ctx.addIssue({ code: 'custom', path: ['place'], message: validationText.required });
    if (event.kind === 'other' && !event.title)
      ctx.addIssue({ code: 'custom', path: ['title'], message: validationText.required });
    if (event.chapelId != null && event.locationId === null)
      ctx.addIssue({ code: 'custom', path: ['chapelId'], message: staffObituaryMessages.chapelWithoutLocation });
    // Compared only once both are times (a field that is not has its own issue).
    if (!isWallClock(event.startsAt)) return;
    if (isWallClock(event.endsAt) && event.endsAt < event.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: validationText.minOther(event.startsAt) });
    if (isWallClock(event.flowersUntil) && event.flowersUntil > event.startsAt)
      ctx.addIssue({ code: 'custom', path: ['flowersUntil'], message: validationText.maxOther(event.startsAt) });
  });
export type StaffObituaryEventInput = z.infer<typeof staffObituaryEventInput>;

/** An event as the editor reads it: the same fields, the place always written out. */
export const staffObituaryEvent = z.object({
  id: rowId(),
  kind: obituaryEventKind,
  title: z.string().nullable(),
  chapelId: rowId().nullable(),
  hearseId: rowId().nullable(),
  private: z.boolean(),
  /** Its double bookings as the calendar finds them (decision 0125): a warning, never a refusal. */
  conflicts: z.array(calendarConflict),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  locationId: rowId().nullable(),
  place: z.object({
    name: z.string(),
    line1: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  flowersUntil: z.string().nullable(),
  /** The start as an instant (ISO), for sorting and "in 3 days". */
  startsAtInstant: z.iso.datetime(),
});
export type StaffObituaryEvent = z.infer<typeof staffObituaryEvent>;

// ---------------------------------------------------------------- writing

/** The person's name as the obituary shows it; '' while not known (a draft). */
const personName = () => text().trim().max(200);

const withDates = <T extends { bornOn?: string | null; diedOn?: string | null }>(value: T, ctx: z.RefinementCtx) => {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (value.bornOn && value.diedOn && date.test(value.bornOn) && date.test(value.diedOn) && value.diedOn < value.bornOn)
    ctx.addIssue({ code: 'custom', path: ['diedOn'], message: validationText.minOther(value.bornOn) });
};

/**
 * POST /api/staff/obituaries: for a case of the company (`{ kind: 'case', caseId }`: the case's name
 * unless one is given), or on its own for a case handled elsewhere (`{ kind: 'new-case', locationId }`:
 * an at-need case is made for it at that location). It starts as a draft.
 */
export const staffObituaryCreateBody = z
  .object({
    for: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('case'), caseId: rowId() }),
      z.object({ kind: z.literal('new-case'), locationId: rowId() }),
    ]),
    fullName: personName().optional(),
    bornOn: calendarDate().nullable().optional(),
    diedOn: calendarDate().nullable().optional(),
  })
  .superRefine(withDates);
export type StaffObituaryCreateBody = z.infer<typeof staffObituaryCreateBody>;

/**
 * PUT /api/staff/obituaries/{id}: the editor's whole form. `textHtml` (the family editor's markup:
 * paragraphs, line breaks, bold, italic, links; cleaned on the server) becomes the change waiting
 * for approval, unless it is the approved text; left out, the text is not touched.
 */
export const staffObituaryContentBody = z
  .object({
    fullName: personName(),
    bornOn: calendarDate().nullable(),
    diedOn: calendarDate().nullable(),
    textHtml: obituaryTextHtml().optional(),
    livestreamUrl: livestreamUrl().nullable(),
    /** One of the case's photos (its album or the obituary photo), or none. */
    photoMediaId: rowId().nullable(),
    events: z.array(staffObituaryEventInput).max(OBITUARY_EVENTS_MAX),
    /** The memorial wall's settings, the family's own (its review-wall-settings task); left out, not touched. */
    wall: memorialWall.optional(),
    /** The sympathy shop on the public page; left out, not touched. */
    shop: z.boolean().optional(),
  })
  .superRefine(withDates);
export type StaffObituaryContentBody = z.infer<typeof staffObituaryContentBody>;

// ---------------------------------------------------------------- the editor's read

/** The calls that move an obituary in its life, by their path under /api/staff/obituaries/{id}/. */
export const staffPublicationActions = {
  'ask-family': 'family.ask',
  'stop-asking': 'family.cancel',
  'approve-text': 'text.approve',
  'mark-ready': 'obituary.ready',
  publish: 'obituary.publish',
  unpublish: 'obituary.unpublish',
} as const satisfies Record<string, PublicationEventType>;
export type StaffPublicationAction = keyof typeof staffPublicationActions;
export const staffPublicationAction = z.enum(
  Object.keys(staffPublicationActions) as [StaffPublicationAction, ...StaffPublicationAction[]],
);

/** Who approved something: a family member of the case, or a staff member for the family. */
export const approver = z.object({ userId: rowId(), name: z.string(), role: z.enum(['family', 'staff']) });
export type Approver = z.infer<typeof approver>;

/** What the family approves in the portal and the obituary wears. */
export const approvalKinds = ['text', 'obituary-photo', 'photos', 'theme', 'video'] as const;
export const familyApproval = z.object({
  kind: z.enum(approvalKinds),
  /** The family's task for it, as the portal shows it. */
  title: z.string(),
  status: taskStatus,
  /** When and by whom it was approved (the task marked done; the text: its approval). */
  approvedAt: z.iso.datetime({ offset: true }).nullable(),
  approvedBy: approver.nullable(),
});
export type FamilyApproval = z.infer<typeof familyApproval>;

/** GET /api/staff/obituaries/{id} and the answer of every write: what the editor shows. */
export const staffObituary = z.object({
  id: rowId(),
  state: publicationState,
  case: z.object({
    id: rowId(),
    status: z.enum(['AT_NEED', 'PRE_PLAN']),
    decedentName: z.string(),
    locationId: rowId(),
    locationName: z.string(),
    /** The family members of the case: who can be asked to approve. */
    family: z.array(z.object({ userId: rowId(), name: z.string(), email: z.string() })),
  }),
  content: z.object({
    fullName: z.string(),
    bornOn: z.string().nullable(),
    diedOn: z.string().nullable(),
    /** The approved text: what the public page shows once published ('' before any approval). */
    textHtml: z.string(),
    /** A change of the text waiting for approval; null when none. */
    draftTextHtml: z.string().nullable(),
    livestreamUrl: z.string().nullable(),
    photoMediaId: rowId().nullable(),
    events: z.array(staffObituaryEvent),
    /** The memorial wall: who may write, whether memories wait for approval, whether it is shown. */
    wall: memorialWall,
    shop: z.boolean(),
  }),
  /** The company's chapels an event can be at (`locationId`), in the site's order. */
  locations: z.array(z.object({ id: rowId(), name: z.string(), city: z.string() })),
  /** The chapels (rooms of the locations) and hearses an event can book: those in service and those its events book. */
  chapelsAndHearses: z.array(serviceResource),
  /** The photos the main photo can be (the case's album and obituary photo), as signed links. */
  photos: z.array(z.object({ id: rowId(), image: responsiveImage })),
  approvals: z.array(familyApproval),
  /**
   * Each step of the life: whether it can be taken now, and why not (the rule's words, or the role's
   * refusal). The same answers the call would give.
   */
  actions: z.record(
    staffPublicationAction,
    z.object({ allowed: z.boolean(), reason: z.string().nullable(), permission: staffPermission }),
  ),
  /** The public address while published; null otherwise. */
  publicPath: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffObituary = z.infer<typeof staffObituary>;

/** What each call needs of the role (contract/staff-roles.ts). */
export const staffPublicationPermissions = {
  'ask-family': 'obituaries.write',
  'stop-asking': 'obituaries.write',
  'mark-ready': 'obituaries.write',
  // Approving for the family puts words in its name in public: a director's (decision 0063).
  'approve-text': 'obituaries.publish',
  publish: 'obituaries.publish',
  unpublish: 'obituaries.publish',
} as const satisfies Record<StaffPublicationAction, z.infer<typeof staffPermission>>;

export const staffObituaryMessages = {
  /** A chapel is a room of one of the company's locations: an event elsewhere books none. */
  chapelWithoutLocation: 'A chapel can only be booked for an event at one of your locations.',
  /** A case has one obituary. */
  caseHasObituary: 'This case has an obituary already',
} as const;
