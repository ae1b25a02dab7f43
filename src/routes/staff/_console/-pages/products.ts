import { productsQuery } from '#src/lib/queries/console/products.ts';
import { ProductsPage } from '#src/features/console-products/ProductsPage.tsx';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/products: the shop's products (permission shop.manage, decision 0082). */
export const page = consolePage(async ({ context }: ConsolePageInput) => {
  await context.queryClient.ensureQueryData(productsQuery(context.api, context.auth));
  return { auth: context.auth };
}, ProductsPage);
