import type { APIRequestContext } from '@playwright/test';
import type { StaffObituary, StaffObituaryEventInput } from '#contract/staff-obituaries.ts';
import { chapels } from './chapels.ts';
import { staffApi, type StaffAccount } from './staff-api.ts';

/** What a test says of the obituary it needs; the rest is filled in. */
export interface ObituaryOrder {
  fullName: string;
  bornOn?: string | null;
  diedOn: string;
  /** The family editor's markup: paragraphs, bold, italic, links. */
  textHtml?: string;
  /** The portrait: a photo of the case's album (a FamilyPhoto's id), as the editor picks it. */
  photoMediaId?: number;
  livestreamUrl?: string;
  /** The chapel it is handled at, by name (the company's locations); the first when left out. */
  location?: string;
  /** Service events; a `location` name stands for that chapel's id. */
  events?: ObituaryEventOrder[];
}

export type ObituaryEventOrder = Omit<StaffObituaryEventInput, 'locationId' | 'place' | 'id'> & {
  location?: string;
  place?: StaffObituaryEventInput['place'];
};

export interface PublishedObituary {
  id: number;
  nameSlug: string;
  /** The public address, /obituaries/{id}/{name}. */
  path: string;
  fullName: string;
}

/**
 * A published obituary, made as the funeral home makes one: a director writes it in the
 * console (for a family's case with `caseId`, else for a case handled elsewhere), approves its text for the family, marks it ready and
 * publishes it. Nothing is written to the database behind the product's back.
 */
export async function publishedObituary(
  request: APIRequestContext,
  director: StaffAccount,
  order: ObituaryOrder & { caseId?: number },
): Promise<PublishedObituary> {
  const api = await staffApi(request, director);
  const ready = await readyObituary(request, director, order);
  const published = await api.post<StaffObituary>(`/api/staff/obituaries/${ready.id}/publish`);
  const path = published.publicPath!;
  return { id: published.id, nameSlug: path.slice(path.lastIndexOf('/') + 1), path, fullName: order.fullName };
}

/**
 * An obituary ready for a director to publish: written in the console (`writeObituary`), its text
 * approved for the family and marked ready, as the funeral home leaves it before publishing.
 */
export async function readyObituary(
  request: APIRequestContext,
  director: StaffAccount,
  order: ObituaryOrder & { caseId?: number },
): Promise<StaffObituary> {
  const api = await staffApi(request, director);
  const draft = await writeObituary(request, director, order);
  await api.post(`/api/staff/obituaries/${draft.id}/approve-text`);
  return api.post<StaffObituary>(`/api/staff/obituaries/${draft.id}/mark-ready`);
}

/**
 * An obituary written by a director in the console and left a draft: for a case of the company
 * (`caseId`: a family's case, whose service it then schedules) or, when left out, for a case handled
 * elsewhere at the order's chapel.
 */
export async function writeObituary(
  request: APIRequestContext,
  director: StaffAccount,
  order: ObituaryOrder & { caseId?: number },
): Promise<StaffObituary> {
  const api = await staffApi(request, director);
  const locations = await chapels(request);
  const chapel = (name?: string) => {
    const found = name === undefined ? locations[0] : locations.find((location) => location.name === name);
    if (!found) throw new Error(`no chapel named ${name}`);
    return found.id;
  };
  const draft = await api.post<StaffObituary>('/api/staff/obituaries', {
    for:
      order.caseId === undefined
        ? { kind: 'new-case', locationId: chapel(order.location) }
        : { kind: 'case', caseId: order.caseId },
  });
  return api.put<StaffObituary>(`/api/staff/obituaries/${draft.id}`, {
    fullName: order.fullName,
    bornOn: order.bornOn ?? null,
    diedOn: order.diedOn,
    textHtml: order.textHtml ?? `<p>${order.fullName} will be missed.</p>`,
    livestreamUrl: order.livestreamUrl ?? null,
    photoMediaId: order.photoMediaId ?? null,
    events: (order.events ?? []).map(({ location, place, ...event }) => ({
      ...event,
      locationId: location === undefined ? null : chapel(location),
      place: place ?? null,
    })),
  });
}

/** Takes a published obituary off the public site, as a director does in the console. */
export async function unpublishObituary(request: APIRequestContext, director: StaffAccount, id: number) {
  const api = await staffApi(request, director);
  await api.post(`/api/staff/obituaries/${id}/unpublish`);
}

/** The calendar date `days` days before today (UTC), as the obituary's dates are written. */
export const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A date and time `days` days from today, as an event's wall-clock time is typed. */
export const daysAhead = (days: number, time: string): string => `${daysAgo(-days)}T${time}`;

/**
 * A visitation in four days and a service in five, at `chapel`, in Portland's zone, flowers taken
 * until a day before each: the services a shop delivers to.
 */
export const servicesAhead = (chapel: string): ObituaryEventOrder[] => [
  {
    kind: 'visitation',
    startsAt: daysAhead(4, '17:00'),
    endsAt: daysAhead(4, '19:00'),
    timeZone: 'America/Los_Angeles',
    flowersUntil: daysAhead(3, '17:00'),
    location: chapel,
  },
  {
    kind: 'service',
    startsAt: daysAhead(5, '10:30'),
    endsAt: daysAhead(5, '12:00'),
    timeZone: 'America/Los_Angeles',
    flowersUntil: daysAhead(4, '10:30'),
    location: chapel,
  },
];
