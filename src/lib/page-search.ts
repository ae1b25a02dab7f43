import { numberFromText } from '#contract/canonical-digits.ts';

/** The last page an address may ask for: beyond it the address is a typo or a probe, not a list. */
const PAGE_MAX = 10_000;

/**
 * `?page=N` of every paged list page (the case list, the blog, an obituary's memories, the obituary
 * search), as the router reads it: a whole number from 2 to 10,000, else absent (page 1). The router
 * reads `?page=3` as the number 3 (JSON); what it leaves as text (`?page=03`) counts only in canonical
 * digits, the rule ids follow (decision 0056). Zod-free, like every search parser the router runs
 * (decision 0007).
 */
export function pageSearch(search: Record<string, unknown>): { page?: number } {
  const { page } = search;
  const value = typeof page === 'number' ? page : typeof page === 'string' ? numberFromText(page) : undefined;
  return value !== undefined && Number.isInteger(value) && value > 1 && value <= PAGE_MAX ? { page: value } : {};
}
