import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { ApiIssue } from '#contract/errors.ts';
import { foldName, nameSlug } from '#contract/name-fold.ts';
import {
  staffObituaryMessages,
  type StaffObituaryContentBody,
  type StaffObituaryCreateBody,
  type StaffObituaryEventInput,
} from '#contract/staff-obituaries.ts';
import { validationText } from '#contract/validation-messages.ts';
import type { MemorialWall } from '#contract/memorial.ts';
import { cases, locations, media, memorialWallSettings, obituaries, obituaryEvents } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { readCaseDetails } from '#server/services/family/case-details/case-details.ts';
import { staffCaseScope } from '#server/services/staff/cases/case-scope.ts';
import { factsAfter, runPublicationEvent, type PublicationOutcome } from '#server/services/obituaries/publication.ts';
import { instantOf } from '#server/services/obituaries/wall-clock.ts';
import { listServiceResources } from '#server/services/schedule/service-resources.ts';
import { sanitizeObituaryText } from '#server/services/rich-text.ts';

/*
 * Writing an obituary from the console: made for a case of the company, or on its own
 * with an at-need case made for it (a case handled elsewhere), as a draft; then saved as the editor's
 * whole form. A save is an event of the publication rule (services/obituaries/publication.ts): the
 * text becomes the change waiting for approval, so a ready obituary whose text changes is a draft
 * again, and a published one keeps its name and date of death. The ids a form names (the main photo,
 * its events, chapels) must be this obituary's and this company's, else 422 at their path.
 */

/** The photos an obituary's main photo may be: the case's album and its obituary photos. */
export const casePhotos = and(inArray(media.album, ['photos', 'obituary']), eq(media.kind, 'photo'));

const invalidOption = (path: string, valid: readonly number[]): ApiIssue => ({
  path,
  message: validationText.invalidOption(valid.join(', ')),
});

async function locationIds(scope: TenantScope): Promise<number[]> {
  const rows = await scope
    .select({ id: locations.id })
    .from(locations)
    .orderBy(asc(locations.position), asc(locations.id));
  return rows.map((row) => row.id);
}

export type CreateOutcome =
  | { kind: 'not-found' }
  | { kind: 'invalid'; issues: ApiIssue[] }
  | { kind: 'conflict'; message: string }
  | { kind: 'created'; id: number };

/** A new obituary, a draft: for a case of the company, or with a case made for it. */
/**
 * The dates an obituary written for a case starts from: what the case's details say (saved by the
 * family or staff, else the planning request's answers, decision 0046), unless the call gives its own.
 */
async function caseDates(scope: TenantScope, staffUserId: number, caseId: number) {
  const known = await readCaseDetails(staffCaseScope(scope, staffUserId, caseId), caseId);
  return { bornOn: known?.details.birthDate || null, diedOn: known?.details.deathDate || null };
}

export async function createObituary(
  scope: TenantScope,
  body: StaffObituaryCreateBody,
  staffUserId: number,
): Promise<CreateOutcome> {
  const dates = body.for.kind === 'case' ? await caseDates(scope, staffUserId, body.for.caseId) : null;
  return scope.transaction(async (tx): Promise<CreateOutcome> => {
    let caseId: number;
    let fullName = body.fullName ?? '';
    if (body.for.kind === 'case') {
      const [found] = await tx
        .select({ id: cases.id, decedentName: cases.decedentName })
        .from(cases, eq(cases.id, body.for.caseId))
        .limit(1);
      if (!found) return { kind: 'not-found' };
      caseId = found.id;
      fullName = body.fullName ?? found.decedentName;
    } else {
      const known = await locationIds(tx);
      if (!known.includes(body.for.locationId))
        return { kind: 'invalid', issues: [invalidOption('for.locationId', known)] };
      const [made] = await tx
        .insert(cases, {
          locationId: body.for.locationId,
          status: 'AT_NEED',
          decedentName: fullName,
          nameSlug: nameSlug(fullName),
        })
        .returning({ id: cases.id });
      caseId = made!.id;
    }
    const [created] = await tx
      .insert(obituaries, {
        caseId,
        fullName,
        searchName: foldName(fullName),
        bornOn: body.bornOn ?? dates?.bornOn ?? null,
        diedOn: body.diedOn ?? dates?.diedOn ?? null,
      })
      .onConflictDoNothing({ target: obituaries.caseId })
      .returning({ id: obituaries.id });
    if (!created) return { kind: 'conflict', message: staffObituaryMessages.caseHasObituary };
    return { kind: 'created', id: created.id };
  });
}

type LocationRow = typeof locations.$inferSelect;

/** An event held at one of the company's chapels: its place columns are the chapel's name and address. */
export const chapelPlaceColumns = (
  chapel: Pick<LocationRow, 'name' | 'addressLine1' | 'city' | 'region' | 'postalCode' | 'country'>,
) => ({
  placeName: chapel.name,
  addressLine1: chapel.addressLine1,
  city: chapel.city,
  region: chapel.region,
  postalCode: chapel.postalCode,
  country: chapel.country,
});

/** The stored columns of an event as the form gives it (a chapel's name and address, or its own place). */
function eventColumns(event: StaffObituaryEventInput, chapels: ReadonlyMap<number, LocationRow>) {
  const chapel = event.locationId === null ? undefined : chapels.get(event.locationId);
  const place = chapel
    ? chapelPlaceColumns(chapel)
    : {
        placeName: event.place!.name,
        addressLine1: event.place!.line1,
        city: event.place!.city,
        region: event.place!.region,
        postalCode: event.place!.postalCode,
        country: event.place!.country,
      };
  return {
    kind: event.kind,
    title: event.kind === 'other' ? (event.title ?? null) : null,
    chapelId: event.chapelId ?? null,
    hearseId: event.hearseId ?? null,
    private: event.private ?? false,
    startsAt: instantOf(event.startsAt, event.timeZone),
    endsAt: event.endsAt === null ? null : instantOf(event.endsAt, event.timeZone),
    timeZone: event.timeZone,
    locationId: chapel ? chapel.id : null,
    ...place,
    deliveryCutoffAt: event.flowersUntil === null ? null : instantOf(event.flowersUntil, event.timeZone),
  };
}

/** What an event may book: the in-service chapels of each location and hearses, and what the obituary's events book now. */
interface Bookable {
  chapelsAt: (locationId: number) => number[];
  hearses: number[];
}

async function bookable(tx: TenantScope, obituaryId: number): Promise<Bookable> {
  const booked = await tx
    .select({ chapelId: obituaryEvents.chapelId, hearseId: obituaryEvents.hearseId })
    .from(obituaryEvents, eq(obituaryEvents.obituaryId, obituaryId));
  const keeps = new Set(booked.flatMap((event) => [event.chapelId, event.hearseId]));
  // A retired one stays bookable by the events that book it already, so saving changes nothing of it.
  const offered = (await listServiceResources(tx)).filter((resource) => !resource.retired || keeps.has(resource.id));
  return {
    chapelsAt: (locationId) =>
      offered.filter((resource) => resource.kind === 'chapel' && resource.locationId === locationId).map((r) => r.id),
    hearses: offered.filter((resource) => resource.kind === 'hearse').map((resource) => resource.id),
  };
}

/** The form's ids that are not this obituary's, its case's or the company's: one issue each. */
function checkIds(
  body: StaffObituaryContentBody,
  known: { photos: number[]; events: number[]; chapels: number[]; bookable: Bookable },
): ApiIssue[] {
  const issues: ApiIssue[] = [];
  if (body.photoMediaId !== null && !known.photos.includes(body.photoMediaId))
    issues.push(invalidOption('photoMediaId', known.photos));
  const named = new Set<number>();
  body.events.forEach((event, index) => {
    if (event.id !== undefined) {
      // Each kept event once: a second mention of an id is no event of this obituary left to name.
      const left = known.events.filter((id) => !named.has(id));
      if (!left.includes(event.id)) issues.push(invalidOption(`events.${index}.id`, left));
      named.add(event.id);
    }
    if (event.locationId !== null && !known.chapels.includes(event.locationId))
      issues.push(invalidOption(`events.${index}.locationId`, known.chapels));
    else if (event.chapelId != null && event.locationId !== null) {
      const chapels = known.bookable.chapelsAt(event.locationId);
      if (!chapels.includes(event.chapelId)) issues.push(invalidOption(`events.${index}.chapelId`, chapels));
    }
    if (event.hearseId != null && !known.bookable.hearses.includes(event.hearseId))
      issues.push(invalidOption(`events.${index}.hearseId`, known.bookable.hearses));
  });
  return issues;
}

/** Saves the editor's form: content, the text as the change waiting, and the schedule. */
export async function saveObituaryContent(
  scope: TenantScope,
  obituaryId: number,
  body: StaffObituaryContentBody,
  now: Date,
): Promise<PublicationOutcome> {
  return runPublicationEvent(scope, eq(obituaries.id, obituaryId), now, async (row, facts, tx) => {
    // One query at a time on the transaction's connection.
    const photos = await tx
      .select({ id: media.id })
      .from(media, and(eq(media.caseId, row.caseId), casePhotos))
      .orderBy(asc(media.id));
    const events = await tx
      .select({ id: obituaryEvents.id })
      .from(obituaryEvents, eq(obituaryEvents.obituaryId, row.id))
      .orderBy(asc(obituaryEvents.id));
    const chapels = await tx.selectAll(locations).orderBy(asc(locations.position), asc(locations.id));
    const issues = checkIds(body, {
      photos: photos.map((photo) => photo.id),
      events: events.map((event) => event.id),
      chapels: chapels.map((chapel) => chapel.id),
      bookable: await bookable(tx, row.id),
    });
    if (issues.length > 0) return { invalid: issues };

    const clean = body.textHtml === undefined ? undefined : sanitizeObituaryText(body.textHtml);
    const changes = {
      fullName: body.fullName,
      searchName: foldName(body.fullName),
      bornOn: body.bornOn,
      diedOn: body.diedOn,
      livestreamUrl: body.livestreamUrl,
      photoMediaId: body.photoMediaId,
      ...(body.shop === undefined ? {} : { shopEnabled: body.shop }),
      ...(clean === undefined ? {} : { draftTextHtml: clean === row.textHtml ? null : clean }),
    };
    const chapelById = new Map(chapels.map((chapel) => [chapel.id, chapel]));
    return {
      event: { type: 'obituary.save', facts: factsAfter(facts, row, changes) },
      changes,
      afterWrite: async (write) => {
        await writeSchedule(write, row.id, body.events, chapelById);
        if (body.wall) await saveWall(write, row.caseId, body.wall);
      },
    };
  });
}

/** The schedule becomes the form's: events kept by id are changed, others removed, new ones added. */
async function writeSchedule(
  tx: TenantScope,
  obituaryId: number,
  events: readonly StaffObituaryEventInput[],
  chapels: ReadonlyMap<number, LocationRow>,
) {
  const kept = events.flatMap((event) => (event.id === undefined ? [] : [event.id]));
  await tx.delete(
    obituaryEvents,
    and(eq(obituaryEvents.obituaryId, obituaryId), kept.length > 0 ? notInArray(obituaryEvents.id, kept) : undefined),
  );
  for (const event of events) {
    const columns = eventColumns(event, chapels);
    if (event.id === undefined) await tx.insert(obituaryEvents, { obituaryId, ...columns });
    else
      await tx.update(
        obituaryEvents,
        columns,
        and(eq(obituaryEvents.obituaryId, obituaryId), eq(obituaryEvents.id, event.id)),
      );
  }
}

/**
 * The memorial wall's settings, in the row the family's own settings call writes (one row a case). The
 * family's review-wall-settings task is theirs to mark: staff setting it up is not the family's review.
 */
async function saveWall(tx: TenantScope, caseId: number, wall: MemorialWall) {
  await tx
    .insert(memorialWallSettings, { caseId, ...wall })
    .onConflictDoUpdate({ target: memorialWallSettings.caseId, set: wall });
}
