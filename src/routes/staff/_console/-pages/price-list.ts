import { priceListQuery } from '#src/lib/queries/console/price-list.ts';
import { PriceListPage } from '#src/features/console-price-list/PriceListPage.tsx';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/**
 * /staff/price-list: the price list, for owners and directors (permission pricelist.edit, decision 0079);
 * the owner publishes it (decision 0106).
 */
export const page = consolePage(async ({ context }: ConsolePageInput) => {
  await context.queryClient.ensureQueryData(priceListQuery(context.api, context.auth));
  return { auth: context.auth, staffRole: context.staffRole };
}, PriceListPage);
