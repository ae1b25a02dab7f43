import { rowIdFromText } from '#contract/canonical-digits.ts';

/*
 * The staff console's pages by their address under /staff (decision 0068). One route, `/staff/$`,
 * serves them all and picks the page in its lazy loader, so the public entry carries one route
 * definition for the console's pages instead of one each. A link names its page with `consolePage`,
 * which the compiler checks against the pages below; `consoleAddressOf` reads an address back.
 * Zod-free, like every address reader the router runs.
 */

/** The console's lists, and its home (''): /staff/{list}. */
export const consoleLists = [
  '',
  'calendar',
  'team',
  'requests',
  'cases',
  'obituaries',
  'memories',
  'orders',
  'products',
  'price-list',
  'pictures',
  'reports',
  'settings',
] as const;
/** The lists whose items have a page of their own: /staff/{list}/{id}. */
export const consoleItemLists = ['requests', 'cases', 'obituaries', 'orders'] as const;

export type ConsoleList = (typeof consoleLists)[number];
export type ConsoleItemList = (typeof consoleItemLists)[number];

/** A console page's address after `/staff/`: a list (or '' for home), or one item of a list. */
export type ConsolePagePath = ConsoleList | `${ConsoleItemList}/${number}`;

/** The page an address names: a list, or one item of it with the item's row id. */
export type ConsoleAddress = { page: ConsoleList; id?: undefined } | { page: ConsoleItemList; id: number };

/**
 * A link's or a navigation's options for the console page at /staff/{path}; a list's search goes
 * beside them (`<Link {...consolePage('cases')} search={…}>`).
 */
export const consolePage = (path: ConsolePagePath) => ({ to: '/staff/$', params: { _splat: path } }) as const;

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

/**
 * The page /staff/{splat} names: home, a list, or a list's item. `unknown` when it names none (the
 * console's "no such page"); `bad-id` when a list's item is not a row id in canonical digits
 * (decision 0056: the router's 404, as the item routes' parameter parsers answered). The router has
 * decoded the splat; the page's name is read in any letter case, as the router matches paths, and a
 * trailing slash changes nothing.
 */
export function consoleAddressOf(splat: string | undefined): ConsoleAddress | 'unknown' | 'bad-id' {
  const segments = (splat ?? '').split('/').filter((segment) => segment !== '');
  const [first = '', second, ...rest] = segments;
  const page = first.toLowerCase();
  if (rest.length > 0) return 'unknown';
  if (second === undefined) return isOneOf(consoleLists, page) ? { page } : 'unknown';
  if (!isOneOf(consoleItemLists, page)) return 'unknown';
  const id = rowIdFromText(second);
  return id === undefined ? 'bad-id' : { page, id };
}
