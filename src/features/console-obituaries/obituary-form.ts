import type { MemorialWall } from '#contract/memorial.ts';
import type { ObituaryEventKind } from '#contract/obituaries.ts';
import type { StaffObituary, StaffObituaryContentBody, StaffObituaryEventInput } from '#contract/staff-obituaries.ts';
import { htmlToMarkup, markupToHtml } from '#src/lib/obituary-text/obituary-markup.ts';

/*
 * The obituary editor's form (decision 0066) as the inputs hold it (text, '' for nothing), made from
 * the editor's view and turned into the PUT body. The text is sent only when it was changed: the
 * markup's round trip need not give the server's HTML back byte for byte, and a text sent unchanged
 * would still count as a change waiting for approval (a ready obituary would become a draft).
 */

export interface EventPlaceForm {
  name: string;
  line1: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface EventForm {
  /** A key for React while the event has no id. */
  key: string;
  id?: number;
  kind: ObituaryEventKind;
  /** The name of an event of kind 'other'. */
  title: string;
  /** "2026-12-03T11:00": a datetime-local input's value, the wall clock in `timeZone`. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** A chapel of the company, or another place written out. */
  at: 'chapel' | 'place';
  locationId: string;
  place: EventPlaceForm;
  flowersUntil: string;
  /** The chapel (a room of the location) and the hearse it books: an id, or '' for none. */
  chapelId: string;
  hearseId: string;
  /** Off the public page and the shop; on the funeral home's calendar. */
  private: boolean;
}

export interface ObituaryForm {
  fullName: string;
  bornOn: string;
  diedOn: string;
  markup: string;
  livestreamUrl: string;
  photoMediaId: string;
  events: EventForm[];
  wall: MemorialWall;
  shop: boolean;
}

const emptyPlace: EventPlaceForm = { name: '', line1: '', city: '', region: '', postalCode: '', country: 'US' };

let made = 0;
const newKey = () => `new-${(made += 1)}`;

const idText = (id: number | null): string => (id === null ? '' : String(id));

export function formOf(view: StaffObituary): ObituaryForm {
  const { content } = view;
  return {
    fullName: content.fullName,
    bornOn: content.bornOn ?? '',
    diedOn: content.diedOn ?? '',
    markup: htmlToMarkup(content.draftTextHtml ?? content.textHtml),
    livestreamUrl: content.livestreamUrl ?? '',
    photoMediaId: content.photoMediaId === null ? '' : String(content.photoMediaId),
    events: content.events.map((event) => ({
      key: `event-${event.id}`,
      id: event.id,
      kind: event.kind,
      title: event.title ?? '',
      startsAt: event.startsAt,
      endsAt: event.endsAt ?? '',
      timeZone: event.timeZone,
      at: event.locationId === null ? 'place' : 'chapel',
      locationId: event.locationId === null ? '' : String(event.locationId),
      place: event.locationId === null ? { ...event.place } : { ...emptyPlace },
      flowersUntil: event.flowersUntil ?? '',
      chapelId: idText(event.chapelId),
      hearseId: idText(event.hearseId),
      private: event.private,
    })),
    wall: { ...content.wall },
    shop: content.shop,
  };
}

/** A new event of the schedule: a service at the case's chapel, in the browser's own time zone. */
export function newEvent(view: StaffObituary, timeZone: string): EventForm {
  return {
    key: newKey(),
    kind: 'service',
    title: '',
    startsAt: '',
    endsAt: '',
    timeZone,
    at: 'chapel',
    locationId: String(view.case.locationId),
    place: { ...emptyPlace },
    flowersUntil: '',
    chapelId: '',
    hearseId: '',
    private: false,
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function eventBody(event: EventForm): StaffObituaryEventInput {
  const chapel = event.at === 'chapel' && event.locationId !== '';
  return {
    ...(event.id === undefined ? {} : { id: event.id }),
    kind: event.kind,
    title: event.kind === 'other' ? orNull(event.title) : null,
    startsAt: event.startsAt,
    endsAt: orNull(event.endsAt),
    timeZone: event.timeZone,
    locationId: chapel ? Number(event.locationId) : null,
    place: chapel ? null : { ...event.place },
    flowersUntil: orNull(event.flowersUntil),
    // A chapel is a room of the location chosen: none when the event is elsewhere.
    chapelId: chapel && event.chapelId !== '' ? Number(event.chapelId) : null,
    hearseId: event.hearseId === '' ? null : Number(event.hearseId),
    private: event.private,
  };
}

/** The PUT body of the form; `loadedMarkup` is the text the form started with. */
export function bodyOf(form: ObituaryForm, loadedMarkup: string): StaffObituaryContentBody {
  return {
    fullName: form.fullName,
    bornOn: orNull(form.bornOn),
    diedOn: orNull(form.diedOn),
    ...(form.markup === loadedMarkup ? {} : { textHtml: markupToHtml(form.markup) }),
    livestreamUrl: orNull(form.livestreamUrl),
    photoMediaId: form.photoMediaId === '' ? null : Number(form.photoMediaId),
    events: form.events.map(eventBody),
    wall: form.wall,
    shop: form.shop,
  };
}

/** The zones an event can be in: the runtime's list, with `current` kept even if it is an alias. */
export function timeZones(current: readonly string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...current, ...known])].sort();
}
