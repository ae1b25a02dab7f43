import { oneOf } from '#src/lib/console/search-readers.ts';
import { pageSearch } from '#src/lib/page-search.ts';
import type { MemoriesSearch } from '#src/lib/queries/console/memories.ts';

/*
 * The memories list's address (`?status=approved&page=2`), as the console's route reads it: a status
 * that is not one the list offers is dropped (the waiting ones), not refused. Zod-free, like the
 * other lists' readers (decision 0068: the page reads it in the route's lazy loader).
 */

const decided = ['approved', 'rejected'] as const;

export function memoriesSearch(search: Record<string, unknown>): MemoriesSearch {
  const status = oneOf(decided, search.status);
  return { ...(status ? { status } : {}), ...pageSearch(search) };
}
