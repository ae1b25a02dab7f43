import { createFileRoute } from '@tanstack/react-router';
import { parseProductId, productNotFound } from '#src/features/shop/product-route-params.ts';
import { shopProductQuery } from '#src/lib/queries/site/shop.ts';
import { ProductPage } from '#src/features/shop/ProductPage.tsx';

/** .../shop/product/{productId}: one product. */
export const Route = createFileRoute('/obituaries/$id/$name/shop/product/$productId/')({
  params: { parse: parseProductId, stringify: ({ productId }) => ({ productId: String(productId) }) },
  // The loader and its queries go with the page's chunk: the site's entry (the home page budget) holds
  // only this route's path and params.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(shopProductQuery(context.api, params.id, params.productId))
      .catch(productNotFound),
  component: function ProductRoute() {
    const { id, productId } = Route.useParams();
    return <ProductPage id={id} productId={productId} />;
  },
});
