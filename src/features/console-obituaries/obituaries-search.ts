import type { PublicationState } from '#contract/obituary-publication.ts';
import { oneOf, wordsOf } from '#src/lib/console/search-readers.ts';
import type { ObituariesSearch } from './obituary-calls.ts';

/*
 * The obituary list's filters in its address (`?state=ready&q=whit`), as the router reads it: what is
 * not a state or a short name is dropped, not refused, so an old or mistyped link still lands on the
 * list. Zod-free, like every search parser the router runs; the route adds `page` (decision 0066).
 */

/**
 * The states, written out: this parser is part of the route definitions every public page loads, and
 * importing the rule module's list made the bundler split it into a chunk of its own on the home page
 * (rolldown#10731, decision 0066). The compiler checks the list is every state and nothing else.
 */
const states = [
  'draft',
  'awaiting-family',
  'ready',
  'published',
  'unpublished',
] as const satisfies readonly PublicationState[];
const everyState: Exclude<PublicationState, (typeof states)[number]> extends never ? true : never = true;
void everyState;

/** The longest name searched (the API's OBITUARY_QUERY_MAX, which lives in a zod module). */
const QUERY_MAX = 100;

export function obituariesSearch(search: Record<string, unknown>): ObituariesSearch {
  const state = oneOf(states, search.state);
  const q = wordsOf(search.q, QUERY_MAX);
  return { ...(state ? { state } : {}), ...(q ? { q } : {}) };
}
