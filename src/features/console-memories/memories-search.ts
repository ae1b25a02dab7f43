import { pageSearch } from '#src/lib/page-search.ts';
import type { MemoriesSearch } from './memory-calls.ts';

/*
 * The memories list's address (`?status=approved&page=2`), as the router reads it: a status that is
 * not one the list offers is dropped (the waiting ones), not refused. Zod-free, like every search
 * parser the router runs.
 */

const decided = ['approved', 'rejected'] as const;

export function memoriesSearch(search: Record<string, unknown>): MemoriesSearch {
  const status = decided.find((value) => value === search.status);
  return { ...(status ? { status } : {}), ...pageSearch(search) };
}
