import { CASE_SEARCH_MAX } from '#contract/case-search.ts';
import { caseStatuses } from '#contract/request-statuses.ts';
import { oneOf, rowIdOf, wordsOf } from '#src/lib/console/search-readers.ts';
import { pageSearch } from '#src/lib/page-search.ts';
import type { CasesSearch } from '#src/lib/queries/console/cases.ts';

/*
 * The cases list's address (`?q=ellis&status=AT_NEED&locationId=2&director=me&page=2`), as the console's route
 * reads it: what is not a value the filters offer is dropped, not refused, so an old or mistyped link
 * still lands on the list. Zod-free, like the other lists' readers (decision 0068: the page reads it
 * in the route's lazy loader).
 */

export function casesSearch(search: Record<string, unknown>): CasesSearch {
  const q = wordsOf(search.q, CASE_SEARCH_MAX);
  const status = oneOf(caseStatuses, search.status);
  const locationId = rowIdOf(search.locationId);
  // A director (decision 0105): `me`, `none`, or an account's id.
  const director = oneOf(['me', 'none'] as const, search.director) ?? rowIdOf(search.director);
  return {
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(locationId !== undefined ? { locationId } : {}),
    ...(director !== undefined ? { director } : {}),
    ...pageSearch(search),
  };
}
