import type { RequestSummary } from '#contract/staff-requests.ts';

/** "Walter Holloway", or the reference when the family gave no name. */
export const requestTitle = (request: Pick<RequestSummary, 'personName' | 'reference'>) =>
  request.personName || `Request ${request.reference}`;
