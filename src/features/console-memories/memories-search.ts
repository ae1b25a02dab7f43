import { oneOf } from '#src/lib/console/search-readers.ts';
import type { MemoriesSearch } from './memory-calls.ts';

/*
 * The memories list's filter in its address (`?status=approved`), as the router reads it: a status
 * that is not one the list offers is dropped (the waiting ones), not refused. Zod-free, like every
 * search parser the router runs. The route adds `page` with `pageSearch` itself: imported here, the
 * bundler split page-search.ts into a file of its own on the home page (decision 0066).
 */

const decided = ['approved', 'rejected'] as const;

export function memoriesSearch(search: Record<string, unknown>): MemoriesSearch {
  const status = oneOf(decided, search.status);
  return status ? { status } : {};
}
