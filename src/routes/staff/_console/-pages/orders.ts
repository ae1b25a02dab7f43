import { ordersQuery } from '#src/lib/queries/console/orders.ts';
import { ordersSearch } from '#src/features/console-orders/orders-search.ts';
import { OrdersPage } from '#src/features/console-orders/OrdersPage.tsx';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/orders: the shop's orders (permission orders.work, decision 0076). */
export const page = consolePage(async ({ context, search }: ConsolePageInput) => {
  const props = { auth: context.auth, search: ordersSearch(search) };
  await Promise.all([
    context.queryClient.ensureQueryData(ordersQuery(context.api, context.auth, props.search)),
    context.queryClient.ensureQueryData(locationsQuery(context.api)),
  ]);
  return props;
}, OrdersPage);
