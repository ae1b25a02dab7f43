import { caseStatuses, requestStatuses } from '#contract/request-statuses.ts';
import { oneOf, rowIdOf } from '#src/lib/console/search-readers.ts';
import { pageSearch } from '#src/lib/page-search.ts';
import type { RequestsSearch } from '#src/lib/queries/console/requests.ts';

/*
 * The requests list's address (`?status=new&caseStatus=AT_NEED&locationId=2&page=2`), as the
 * console's route reads it: what is not one of the values the filters offer is dropped, not refused,
 * so an old or mistyped link still lands on the list. Zod-free, like the other lists' readers
 * (decision 0068: the page reads it in the route's lazy loader).
 */

export function requestsSearch(search: Record<string, unknown>): RequestsSearch {
  const status = oneOf(requestStatuses, search.status);
  const caseStatus = oneOf(caseStatuses, search.caseStatus);
  const locationId = rowIdOf(search.locationId);
  return {
    ...(status ? { status } : {}),
    ...(caseStatus ? { caseStatus } : {}),
    ...(locationId !== undefined ? { locationId } : {}),
    ...pageSearch(search),
  };
}
