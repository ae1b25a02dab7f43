import { publicationStates } from '#contract/obituary-publication.ts';
import { oneOf, wordsOf } from '#src/lib/console/search-readers.ts';
import { pageSearch } from '#src/lib/page-search.ts';
import type { ObituariesSearch } from '#src/lib/queries/console/obituaries.ts';

/*
 * The obituary list's address (`?state=ready&q=whit&page=2`), as the console's route reads it: what
 * is not a state or a short name is dropped, not refused, so an old or mistyped link still lands on
 * the list. Zod-free, like the other lists' readers (decision 0068: the page reads it in the route's
 * lazy loader, out of the public entry, so it takes the rule module's list of states).
 */

/** The longest name searched (the API's OBITUARY_QUERY_MAX, which lives in a zod module). */
export const OBITUARY_NAME_MAX = 100;

export function obituariesSearch(search: Record<string, unknown>): ObituariesSearch {
  const state = oneOf(publicationStates, search.state);
  const q = wordsOf(search.q, OBITUARY_NAME_MAX);
  return { ...(state ? { state } : {}), ...(q ? { q } : {}), ...pageSearch(search) };
}
