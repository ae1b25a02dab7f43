import type { RequestSummary } from '#contract/staff-requests.ts';

/** "Walter Holloway", or the reference when the family gave no name. */
export const requestTitle = (request: Pick<RequestSummary, 'personName' | 'reference'>) =>
  request.personName || `Request ${request.reference}`;

/** When it arrived, in the staff member's own time zone and words. */
export const arrivedAt = (iso: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
