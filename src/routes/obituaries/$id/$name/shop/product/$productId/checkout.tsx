import { createFileRoute } from '@tanstack/react-router';
import { parseProductId, productNotFound } from '#src/features/shop/product-route-params.ts';
import { shopProductQuery } from '#src/lib/queries/site/shop.ts';
import { paymentSetupQuery } from '#src/lib/queries/site/payment-setup.ts';
import { CheckoutPage } from '#src/features/shop/CheckoutPage.tsx';

/** .../shop/product/{productId}/checkout: the order form (the form and its rules load here only). */
export const Route = createFileRoute('/obituaries/$id/$name/shop/product/$productId/checkout')({
  params: { parse: parseProductId, stringify: ({ productId }) => ({ productId: String(productId) }) },
  // The loader and its queries go with the page's chunk: the site's entry (the home page budget) holds
  // only this route's path and params.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(shopProductQuery(context.api, params.id, params.productId)),
      context.queryClient.ensureQueryData(paymentSetupQuery(context.api)),
    ]).catch(productNotFound),
  component: function CheckoutRoute() {
    const { id, productId } = Route.useParams();
    return <CheckoutPage id={id} productId={productId} />;
  },
});
