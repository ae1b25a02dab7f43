import type { ReactElement } from 'react';
import type { ConsoleAddress, ConsoleItemList, ConsoleList } from '#src/lib/console/console-pages.ts';
import type { ConsoleItemInput, ConsolePage, ConsolePageInput } from './console-page.ts';

/*
 * The console's pages, each its own chunk, loaded on its first visit (decision 0068): one route,
 * `_console/$`, serves them all, so the public entry carries one route definition for them instead of
 * ten, and their preload lists live in the route's lazy chunk.
 */

const lists: Record<ConsoleList, () => Promise<{ page: ConsolePage }>> = {
  '': () => import('./home.ts'),
  calendar: () => import('./calendar.ts'),
  team: () => import('./team.ts'),
  requests: () => import('./requests.ts'),
  cases: () => import('./cases.ts'),
  obituaries: () => import('./obituaries.ts'),
  memories: () => import('./memories.ts'),
  orders: () => import('./orders.ts'),
  'price-list': () => import('./price-list.ts'),
  products: () => import('./products.ts'),
  pictures: () => import('./pictures.ts'),
  reports: () => import('./reports.ts'),
  settings: () => import('./settings.ts'),
};

const items: Record<ConsoleItemList, () => Promise<{ page: ConsolePage<ConsoleItemInput> }>> = {
  requests: () => import('./request.ts'),
  cases: () => import('./case.ts'),
  obituaries: () => import('./obituary.ts'),
  orders: () => import('./order.ts'),
};

/** The page `address` names, with what it shows read into the Query cache. */
export async function openConsolePage(address: ConsoleAddress, input: ConsolePageInput): Promise<ReactElement> {
  if (address.id === undefined) return (await lists[address.page]()).page(input);
  return (await items[address.page]()).page({ ...input, id: address.id });
}
