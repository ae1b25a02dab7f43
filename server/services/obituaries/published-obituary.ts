import { eventName } from '#contract/obituary-event-kinds.ts';
import { and, eq, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm';
import { nameSlug } from '#contract/name-fold.ts';
import type { Obituary, ObituaryHeader } from '#contract/obituaries.ts';
import { OBITUARY_SLUG_FALLBACK } from '#contract/obituary-path.ts';
import { cases, locations, media, memorialThemes, obituaries, obituaryEvents } from '#server/db/schema.ts';
import type { ObituaryEventKind } from '#server/db/tables/obituaries.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { responsivePhoto } from '#server/services/media/public-media.ts';
import { publicTheme } from '#server/services/family/media/memorial-theme.ts';
import { textSummary } from './text-summary.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { cardPaymentsOnSql } from '#server/services/payment-connection.ts';
import { companyShopOnSql } from '#server/services/company-settings/shop-switch.ts';

/*
 * The one way public calls reach an obituary: published, of this company. Everything under
 * /api/web/obituaries/{id}/... starts here, so an unpublished obituary, another company's or one
 * that never existed all answer the same 404.
 */

/**
 * Published obituaries only: the funeral home decides when a case goes public (decision 0063). A
 * check holds `published_at` set exactly while the state is published, and a published obituary's
 * name, date of death and text.
 */
export const isPublished = isNotNull(obituaries.publishedAt);

/** A published row's date of death: the check `obituaries_ready_or_public` makes it present. */
const publishedDeathDate = (diedOn: string | null): string => {
  if (diedOn === null) throw new Error('A published obituary without a date of death');
  return diedOn;
};

/** The columns of a header: the obituary, its case's location and its main photo. */
export const headerColumns = {
  id: obituaries.id,
  caseId: obituaries.caseId,
  fullName: obituaries.fullName,
  bornOn: obituaries.bornOn,
  diedOn: obituaries.diedOn,
  locationId: locations.id,
  locationName: locations.name,
  photoId: media.id,
  photoCaption: media.caption,
  photoVariants: media.variants,
  shopEnabled: obituaries.shopEnabled,
  noFlowers: obituaries.noFlowers,
};

/** How a header's case, location and photo join its obituary, each limited to the company. */
const headerJoins = (scope: TenantScope) => ({
  cases: and(eq(cases.id, obituaries.caseId), scope.owns(cases)),
  locations: and(eq(locations.id, cases.locationId), scope.owns(locations)),
  media: and(eq(media.id, obituaries.photoMediaId), scope.owns(media)),
});

/** Published obituaries with their case, location and photo, each join limited to the company. */
export function selectHeaders(scope: TenantScope, where: SQL | undefined) {
  const on = headerJoins(scope);
  return scope
    .select(headerColumns)
    .from(obituaries, and(isPublished, where))
    .innerJoin(cases, on.cases)
    .innerJoin(locations, on.locations)
    .leftJoin(media, on.media);
}

type HeaderRow = Awaited<ReturnType<typeof selectHeaders>>[number];

export function toHeader(row: HeaderRow): ObituaryHeader {
  return {
    id: row.id,
    fullName: row.fullName,
    nameSlug: nameSlug(row.fullName, OBITUARY_SLUG_FALLBACK),
    bornOn: row.bornOn,
    diedOn: publishedDeathDate(row.diedOn),
    photo:
      row.photoId === null || row.photoVariants === null
        ? null
        : responsivePhoto({ id: row.photoId, caption: row.photoCaption ?? row.fullName, variants: row.photoVariants }),
    locationId: row.locationId,
    locationName: row.locationName,
  };
}

export interface PublishedObituary extends ObituaryHeader {
  /** The family case the obituary is the public face of (memories, photos, video, orders). */
  caseId: number;
  /**
   * Its sympathy shop is open: the company's shop is on (Settings, decision 0106) and the obituary's
   * own is (staff turn it off in the console's editor, the family in its portal).
   */
  shop: boolean;
  /** The family asks for donations in lieu of flowers: the shop offers no flowers or plants (decision 0082). */
  noFlowers: boolean;
}

/** The published obituary `id` of this company, or null (unknown, unpublished, another company's). */
export async function findPublishedObituary(scope: TenantScope, id: number): Promise<PublishedObituary | null> {
  const on = headerJoins(scope);
  const [row] = await scope
    .select({ ...headerColumns, companyShop: companyShopOnSql(scope) })
    .from(obituaries, and(isPublished, eq(obituaries.id, id)))
    .innerJoin(cases, on.cases)
    .innerJoin(locations, on.locations)
    .leftJoin(media, on.media)
    .limit(1);
  return row
    ? { ...toHeader(row), caseId: row.caseId, shop: row.shopEnabled && row.companyShop, noFlowers: row.noFlowers }
    : null;
}

const pageColumns = {
  ...headerColumns,
  textHtml: obituaries.textHtml,
  livestreamUrl: obituaries.livestreamUrl,
  theme: getTableColumns(memorialThemes),
};

/**
 * GET /api/web/obituaries/{id}: the page's text and schedule. Its `shop` (the Shop tab) is open only
 * while the company takes cards with `payments` (decision 0101) and its shop is on (decision 0106).
 */
export async function getObituary(
  scope: TenantScope,
  id: number,
  payments: PaymentProvider | null,
): Promise<Obituary | null> {
  // The page, its text and its theme in one query (a case has at most one theme): every uncached
  // obituary page reads this (decision 0096: uncached render throughput), and each query costs PGlite ~1 ms.
  const on = headerJoins(scope);
  const [row] = await scope
    .select({
      ...pageColumns,
      events: scheduleOf(scope),
      cardsOn: cardPaymentsOnSql(scope, payments),
      companyShop: companyShopOnSql(scope),
    })
    .from(obituaries, and(isPublished, eq(obituaries.id, id)))
    .innerJoin(cases, on.cases)
    .innerJoin(locations, on.locations)
    .leftJoin(media, on.media)
    .leftJoin(memorialThemes, and(eq(memorialThemes.caseId, obituaries.caseId), scope.owns(memorialThemes)))
    .limit(1);
  if (!row) return null;
  const theme = row.theme ? await publicTheme(scope, row.theme) : null;
  return {
    ...toHeader(row),
    textHtml: row.textHtml,
    summary: textSummary(row.textHtml),
    livestreamUrl: row.livestreamUrl,
    shop: row.shopEnabled && row.cardsOn && row.companyShop,
    noFlowers: row.noFlowers,
    theme,
    events: row.events.map((event) => ({
      id: event.id,
      kind: event.kind,
      name: eventName(event),
      // Postgres writes a timestamptz in JSON with its offset ("…T17:30:00+00:00"): the API's ISO form.
      startsAt: new Date(event.startsAt).toISOString(),
      endsAt: event.endsAt === null ? null : new Date(event.endsAt).toISOString(),
      timeZone: event.timeZone,
      placeName: event.placeName,
      address: {
        line1: event.addressLine1,
        city: event.city,
        region: event.region,
        postalCode: event.postalCode,
        country: event.country,
      },
    })),
  };
}

interface ScheduleRow {
  id: number;
  kind: ObituaryEventKind;
  title: string | null;
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
  placeName: string;
  addressLine1: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/**
 * The obituary's public service schedule as one JSON column of its own row, in time order: read with
 * the page (one query less on every uncached obituary page; decision 0096: uncached render throughput).
 * A private event (decision 0130) is the funeral home's: never here, so neither on the page, its
 * calendar files nor its search data.
 */
function scheduleOf(scope: TenantScope): SQL<ScheduleRow[]> {
  const e = obituaryEvents;
  return sql<ScheduleRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${e.id}, 'kind', ${e.kind}, 'title', ${e.title}, 'startsAt', ${e.startsAt}, 'endsAt', ${e.endsAt},
      'timeZone', ${e.timeZone}, 'placeName', ${e.placeName}, 'addressLine1', ${e.addressLine1},
      'city', ${e.city}, 'region', ${e.region}, 'postalCode', ${e.postalCode}, 'country', ${e.country}
    ) order by ${e.startsAt}, ${e.id})
    from ${e} where ${e.obituaryId} = ${obituaries.id} and not ${e.private} and ${scope.owns(e)}
  ), '[]'::json)`;
}
