import { orderStatuses } from '#contract/order-statuses.ts';
import { oneOf, rowIdOf } from '#src/lib/console/search-readers.ts';
import { pageSearch } from '#src/lib/page-search.ts';
import type { OrdersSearch } from '#src/lib/queries/console/orders.ts';

/*
 * The orders list's address (`?status=new&locationId=2&obituaryId=7&page=2`), read as the other
 * lists read theirs: what is not a value the filters offer is dropped, not refused. Zod-free
 * (decision 0068).
 */
export function ordersSearch(search: Record<string, unknown>): OrdersSearch {
  const status = oneOf(orderStatuses, search.status);
  const locationId = rowIdOf(search.locationId);
  const obituaryId = rowIdOf(search.obituaryId);
  return {
    ...(status ? { status } : {}),
    ...(locationId !== undefined ? { locationId } : {}),
    ...(obituaryId !== undefined ? { obituaryId } : {}),
    ...pageSearch(search),
  };
}
