import { publicationStates, type PublicationState } from '#contract/obituary-publication.ts';
import { pageSearch } from '#src/lib/page-search.ts';
import type { ObituariesSearch } from './obituary-calls.ts';

/*
 * The obituary list's address (`?state=ready&q=whit&page=2`), as the router reads it: what is not a
 * state or a short name is dropped, not refused, so an old or mistyped link still lands on the list.
 * Zod-free, like every search parser the router runs.
 */

/** The longest name searched (the API's OBITUARY_QUERY_MAX, which lives in a zod module). */
const QUERY_MAX = 100;

export function obituariesSearch(search: Record<string, unknown>): ObituariesSearch {
  const state = publicationStates.find((value: PublicationState) => value === search.state);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, QUERY_MAX) : '';
  return { ...(state ? { state } : {}), ...(q ? { q } : {}), ...pageSearch(search) };
}

/** `/staff/obituaries/new?caseId=12`: an obituary for that case (a case page's link); else on its own. */
export function newObituarySearch(search: Record<string, unknown>): { caseId?: number } {
  const value = search.caseId;
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? { caseId: id } : {};
}
