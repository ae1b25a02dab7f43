import { foldName } from '#contract/name-fold.ts';
import type { ObituaryEventKind } from '#server/db/schema.ts';
import { and, eq } from 'drizzle-orm';
import { cases, obituaries, obituaryEvents, serviceResources, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { sanitizeObituaryText, sanitizeRichText } from '#server/services/rich-text.ts';
import { chapelPlaceColumns } from '#server/services/staff-obituaries/content.ts';
import { insertCase } from './insert-case.ts';
import { dateDaysFrom, zonedDateDaysFrom, zonedInstant } from './zoned-time.ts';

/*
 * Demo obituaries: each is a case (AT_NEED, at one of the company's locations) with its published
 * obituary and service schedule. Dates are relative to when the seed runs, so a fresh install always
 * has recent deaths and services still to come (the shop delivers only before an event's cut-off).
 */

interface EventPlace {
  /** Index into the seed's locations: the event is at that chapel. */
  location?: number;
  placeName?: string;
  address?: { line1: string; city: string; region: string; postalCode: string; country: string };
}

export interface ObituaryEventSeed extends EventPlace {
  kind: ObituaryEventKind;
  /** Days from the seed's run; negative for events already held. */
  daysFromNow: number;
  /** Wall-clock start and length in the event's own zone. */
  localTime: string;
  minutes: number;
  timeZone: string;
  /** Hours before the start that flower orders close; absent: no deliveries to this event. */
  deliveryCutoffHours?: number;
  /** The name of an 'other' event ("Private family viewing"). */
  title?: string;
  /** The chapel it books: the name of one of its location's chapels (TenantSeed.chapelsAndHearses). */
  chapel?: string;
  /** The hearse it books, by name. */
  hearse?: string;
}

export interface ObituarySeed {
  fullName: string;
  bornOn: string | null;
  diedDaysAgo: number;
  /** Index into the seed's locations: the case's location. */
  location: number;
  textHtml: string;
  livestreamUrl?: string;
  /**
   * False: a case the funeral home has not published yet (not public): ready when it has approved
   * text and nothing waiting, else a draft (decision 0063, as the migration judged existing rows).
   */
  published?: boolean;
  /** A change of the text waiting for approval (not public). */
  draftTextHtml?: string;
  events: ObituaryEventSeed[];
  /** The case's director (decision 0105): the email of one of the seed's staff accounts. */
  director?: string;
}

interface SeededLocation {
  id: number;
  name: string;
  addressLine1: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

function placeOf(event: ObituaryEventSeed, locationAt: (index: number) => SeededLocation, fullName: string) {
  if (event.location !== undefined) {
    const chapel = locationAt(event.location);
    return { locationId: chapel.id, ...chapelPlaceColumns(chapel) };
  }
  const { placeName, address } = event;
  if (!placeName || !address) throw new Error(`Event ${event.kind} of ${fullName} has no place`);
  return {
    locationId: null,
    placeName,
    addressLine1: address.line1,
    city: address.city,
    region: address.region,
    postalCode: address.postalCode,
    country: address.country,
  };
}

/** Writes every demo obituary; returns the obituary ids in seed order. */
export async function insertObituarySeed(
  scope: TenantScope,
  seeds: readonly ObituarySeed[],
  locations: readonly SeededLocation[],
  now: Date,
): Promise<number[]> {
  const locationAt = (index: number): SeededLocation => {
    const location = locations[index];
    if (!location) throw new Error(`Obituary seed names location ${index}, which the seed does not have`);
    return location;
  };
  const ids: number[] = [];
  for (const seed of seeds) {
    const caseId = await insertCase(scope, {
      locationId: locationAt(seed.location).id,
      status: 'AT_NEED',
      name: seed.fullName,
    });
    if (seed.director) await assignSeedDirector(scope, caseId, seed.director);
    const textHtml = sanitizeRichText(seed.textHtml);
    const draftTextHtml = seed.draftTextHtml === undefined ? null : sanitizeObituaryText(seed.draftTextHtml);
    const published = seed.published !== false;
    const complete = seed.fullName.trim() !== '' && textHtml !== '' && draftTextHtml === null;
    const [obituary] = await scope
      .insert(obituaries, {
        caseId,
        fullName: seed.fullName,
        searchName: foldName(seed.fullName),
        bornOn: seed.bornOn,
        diedOn: dateDaysFrom(now, -seed.diedDaysAgo),
        textHtml,
        draftTextHtml,
        // The family cases' obituaries are still to be written: nothing approved yet.
        textApprovedAt: textHtml === '' ? null : now,
        livestreamUrl: seed.livestreamUrl ?? null,
        publicationState: published ? 'published' : complete ? 'ready' : 'draft',
        publishedAt: published ? now : null,
      })
      .returning({ id: obituaries.id });
    if (!obituary) throw new Error('Obituary insert returned nothing');
    ids.push(obituary.id);
    if (seed.events.length === 0) continue;
    const booked = await bookingsOf(scope, seed.events, locationAt);
    await scope.insert(
      obituaryEvents,
      seed.events.map((event, index) => {
        const day = zonedDateDaysFrom(now, event.daysFromNow, event.timeZone);
        const startsAt = zonedInstant(day, event.localTime, event.timeZone);
        return {
          obituaryId: obituary.id,
          kind: event.kind,
          title: event.title ?? null,
          ...booked[index],
          startsAt,
          endsAt: new Date(startsAt.getTime() + event.minutes * 60_000),
          timeZone: event.timeZone,
          ...placeOf(event, locationAt, seed.fullName),
          deliveryCutoffAt:
            event.deliveryCutoffHours === undefined
              ? null
              : new Date(startsAt.getTime() - event.deliveryCutoffHours * 3_600_000),
        };
      }),
    );
  }
  return ids;
}

/** The chapel and hearse each event books, found by name (a chapel among its location's). */
async function bookingsOf(
  scope: TenantScope,
  events: readonly ObituaryEventSeed[],
  locationAt: (index: number) => SeededLocation,
): Promise<{ chapelId: number | null; hearseId: number | null }[]> {
  const find = async (kind: 'chapel' | 'hearse', name: string | undefined, locationId?: number) => {
    if (name === undefined) return null;
    const [row] = await scope
      .select({ id: serviceResources.id })
      .from(
        serviceResources,
        and(
          eq(serviceResources.kind, kind),
          eq(serviceResources.name, name),
          locationId === undefined ? undefined : eq(serviceResources.locationId, locationId),
        ),
      );
    if (!row) throw new Error(`Obituary seed books the ${kind} "${name}", which the seed does not have there`);
    return row.id;
  };
  const found = [];
  for (const event of events) {
    const locationId = event.location === undefined ? undefined : locationAt(event.location).id;
    found.push({
      chapelId: await find('chapel', event.chapel, locationId),
      hearseId: await find('hearse', event.hearse),
    });
  }
  return found;
}

/** Makes a seed's staff account the case's director. */
async function assignSeedDirector(scope: TenantScope, caseId: number, email: string): Promise<void> {
  const [director] = await scope.select({ id: users.id }).from(users, eq(users.email, email));
  if (!director) throw new Error(`Obituary seed names the director ${email}, who is not a staff account of the seed`);
  await scope.update(cases, { directorUserId: director.id }, eq(cases.id, caseId));
}
