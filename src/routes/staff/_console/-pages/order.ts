import { orderQuery } from '#src/lib/queries/console/orders.ts';
import { OrderPage } from '#src/features/console-orders/OrderPage.tsx';
import { consolePage, type ConsoleItemInput } from './console-page.ts';

/** /staff/orders/{id}: one order (permission orders.work; cancelling with a refund needs orders.refund). */
export const page = consolePage(async ({ context, id }: ConsoleItemInput) => {
  await context.queryClient.ensureQueryData(orderQuery(context.api, context.auth, id));
  return { auth: context.auth, staffRole: context.staffRole, id };
}, OrderPage);
