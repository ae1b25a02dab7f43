import { rowIdFromText } from '#contract/canonical-digits.ts';
import { isPlainText, isSingleLine } from '#contract/plain-text.ts';
import { pageSearch } from '#src/lib/page-search.ts';

/*
 * The obituary search lives in the address (/obituaries?q=bjo&locationId=2&page=2), so a search
 * can be shared and back and forward work. Whatever the address holds, the page keeps only what
 * the search API accepts (contract/obituaries.ts obituarySearchQuery) and drops the rest instead of
 * failing: a mangled shared link still shows a search. Zod-free, because the router runs it in the
 * public bundle (decision 0007); the unit test checks it against the contract's schema.
 */

/** The longest name search the API accepts (OBITUARY_QUERY_MAX in the contract, which imports zod). */
const QUERY_MAX = 100;

/** Results per page of /obituaries. */
export const OBITUARY_SEARCH_PAGE_SIZE = 12;

export interface ObituarySearch {
  q?: string;
  /** "YYYY-MM-DD", inclusive. */
  diedFrom?: string;
  diedTo?: string;
  locationId?: number;
  /** Left out for the first page. */
  page?: number;
}

/** The router reads ?locationId=2 as a number and ?q="2" as text: take both. */
const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

function name(value: unknown): string | undefined {
  const trimmed = asText(value)?.trim();
  return trimmed && trimmed.length <= QUERY_MAX && isPlainText(trimmed) && isSingleLine(trimmed) ? trimmed : undefined;
}

/** A real calendar day written YYYY-MM-DD (not February 30th). */
function calendarDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

function positiveId(value: unknown): number | undefined {
  const text = asText(value);
  return text === undefined ? undefined : rowIdFromText(text);
}

/** The route's validateSearch: the search as the page and the API use it. */
export function parseObituarySearch(search: Record<string, unknown>): ObituarySearch {
  const kept: ObituarySearch = {
    q: name(search.q),
    diedFrom: calendarDate(search.diedFrom),
    diedTo: calendarDate(search.diedTo),
    locationId: positiveId(search.locationId),
    page: pageSearch(search).page,
  };
  // No undefined keys: the address and the query key stay free of them.
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined)) as ObituarySearch;
}

/** A submitted search form: a new search, so it starts again at page 1. */
export function searchFromForm(form: FormData): ObituarySearch {
  const { page: _page, ...search } = parseObituarySearch(Object.fromEntries(form));
  return search;
}

/** Whether anything narrows the search (then the page offers to clear it). */
export const isFiltered = (search: ObituarySearch): boolean =>
  search.q !== undefined ||
  search.diedFrom !== undefined ||
  search.diedTo !== undefined ||
  search.locationId !== undefined;

/** The search's own keys of the route's search (which also holds the root's ?preview). */
export const searchOnly = ({ q, diedFrom, diedTo, locationId, page }: ObituarySearch): ObituarySearch =>
  parseObituarySearch({ q, diedFrom, diedTo, locationId, page });
