import { rowIdFromText } from '#contract/canonical-digits.ts';
import { caseStatuses, requestStatuses, type RequestStatus } from '#contract/request-statuses.ts';
import { pageSearch } from '#src/lib/page-search.ts';
import type { RequestsSearch } from './request-calls.ts';

/*
 * The requests list's address (`?status=new&caseStatus=AT_NEED&locationId=2&page=2`), as the router
 * reads it: what is not one of the values the filters offer is dropped, not refused, so an old or
 * mistyped link still lands on the list. Zod-free, like every search parser the router runs: it is
 * part of the route definitions every page loads, before zod is configured.
 */

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const locationOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? rowIdFromText(String(value))
    : typeof value === 'string'
      ? rowIdFromText(value)
      : undefined;

export function requestsSearch(search: Record<string, unknown>): RequestsSearch {
  const status = oneOf<RequestStatus>(requestStatuses, search.status);
  const caseStatus = oneOf<(typeof caseStatuses)[number]>(caseStatuses, search.caseStatus);
  const locationId = locationOf(search.locationId);
  return {
    ...(status ? { status } : {}),
    ...(caseStatus ? { caseStatus } : {}),
    ...(locationId !== undefined ? { locationId } : {}),
    ...pageSearch(search),
  };
}
