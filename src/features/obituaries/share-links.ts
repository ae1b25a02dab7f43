import type { ObituaryEvent } from '#contract/obituaries.ts';

/*
 * The addresses the obituary page links to. Plain links only: the Content-Security-Policy allows
 * no third-party script (decision 0024), and a link shares nothing until the visitor follows it.
 */

export interface ShareLinks {
  email: string;
  facebook: string;
  x: string;
}

export function shareLinks(canonicalUrl: string, fullName: string): ShareLinks {
  const subject = `In memory of ${fullName}`;
  const mailQuery = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`The obituary of ${fullName}: ${canonicalUrl}`)}`;
  return {
    email: `mailto:?${mailQuery}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: canonicalUrl })}`,
    x: `https://x.com/intent/tweet?${new URLSearchParams({ url: canonicalUrl, text: subject })}`,
  };
}

/** A map search for the event's place: opens the visitor's map, no embedded frame. */
export function mapSearchUrl({ placeName, address }: Pick<ObituaryEvent, 'placeName' | 'address'>): string {
  const where = `${placeName}, ${address.line1}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: where })}`;
}

/** The event as an .ics file (the server answers it as a download). */
export const calendarFileUrl = (obituaryId: number, eventId: number): string =>
  `/api/web/obituaries/${obituaryId}/events/${eventId}/calendar.ics`;

/** Only http(s) addresses become links: a stored "javascript:" never runs. */
export function isWebLink(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
