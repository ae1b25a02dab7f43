import { z } from 'zod';
import { appliedTheme } from './memorial-theme-look.ts';
import { rowIdParam } from './ids.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { responsiveImage } from './responsive-image.ts';
import { multilineText, singleLineCheck, text } from './text.ts';

/*
 * The public obituary calls (decision 0030; not in the spec, published in the OpenAPI document):
 * GET /api/web/obituaries (search) and GET /api/web/obituaries/{id}. Only published obituaries of
 * the host's company exist for them; anything else is 404, like an id that never existed.
 */

export const obituaryParams = z.object({ id: rowIdParam() });
export type ObituaryParams = z.infer<typeof obituaryParams>;

/** One event of an obituary's schedule: GET /api/web/obituaries/{id}/events/{eventId}/calendar.ics. */
export const obituaryEventParams = obituaryParams.extend({ eventId: rowIdParam() });

/** A calendar date, "YYYY-MM-DD" (a request string like any other: no NUL, no lone surrogate). */
export const calendarDate = () => z.iso.date().check(singleLineCheck);

/** What every obituary page and search result shows: who, when, where. */
export const obituaryHeader = z.object({
  id: z.number().int(),
  fullName: text(),
  /** The canonical name segment of the obituary's URL (contract/obituary-path.ts). */
  nameSlug: text(),
  bornOn: calendarDate().nullable(),
  diedOn: calendarDate(),
  photo: responsiveImage.nullable(),
  /** The case's funeral-home location. */
  locationId: z.number().int(),
  locationName: text(),
});
export type ObituaryHeader = z.infer<typeof obituaryHeader>;

export const obituaryEventKind = z.enum(['visitation', 'service', 'memorial', 'burial', 'reception', 'other']);
export type ObituaryEventKind = z.infer<typeof obituaryEventKind>;

/** One entry of the service schedule, with its own time zone. */
export const obituaryEvent = z.object({
  id: z.number().int(),
  kind: obituaryEventKind,
  /** What it is called: its kind's label, or the name the funeral home gave an 'other' event. */
  name: text(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  /** IANA zone the event happens in; the page shows times in it and names it when it differs. */
  timeZone: text(),
  placeName: text(),
  address: z.object({
    line1: text(),
    city: text(),
    region: text(),
    postalCode: text(),
    country: text(),
  }),
});
export type ObituaryEvent = z.infer<typeof obituaryEvent>;

/** GET /api/web/obituaries/{id}. */
export const obituary = obituaryHeader.extend({
  /** The approved text, sanitised HTML (paragraphs, bold, italic, links). */
  textHtml: multilineText(),
  /** The same text without markup, cut to a sentence or two: page description and share previews. */
  summary: multilineText(),
  livestreamUrl: text().nullable(),
  /** Earliest first. */
  events: z.array(obituaryEvent),
  /** The sympathy shop is open: false, the page has no Shop tab and the shop's calls answer 404. */
  shop: z.boolean(),
  /**
   * The family asks for donations in lieu of flowers (decision 0082): the page says so, and the shop
   * offers no flowers or plants.
   */
  noFlowers: z.boolean(),
  /** The memorial theme the family chose (task select-theme), or null: the site's own look. */
  theme: appliedTheme.nullable(),
});
export type Obituary = z.infer<typeof obituary>;

/** The longest search text: a name, never a paragraph. */
export const OBITUARY_QUERY_MAX = 100;

/**
 * GET /api/web/obituaries: by name (partial, accent- and case-insensitive), date-of-death range
 * (inclusive) and location; newest death first, paged.
 */
export const obituarySearchQuery = pagingQuery.extend({
  q: text().trim().max(OBITUARY_QUERY_MAX).optional(),
  diedFrom: calendarDate().optional(),
  diedTo: calendarDate().optional(),
  locationId: rowIdParam().optional(),
});
export type ObituarySearchQuery = z.infer<typeof obituarySearchQuery>;

export const obituarySearchPage = pageOf(obituaryHeader);
export type ObituarySearchPage = z.infer<typeof obituarySearchPage>;
