import { createFileRoute } from '@tanstack/react-router';
import { shopProductsQuery } from '#src/lib/queries/site/shop.ts';
import { ShopPage } from '#src/features/shop/ShopPage.tsx';

/** .../shop: the sympathy shop (its code loads with this page only). */
export const Route = createFileRoute('/obituaries/$id/$name/shop/')({
  // The loader and its queries go with the page's chunk: the site's entry (the home page budget) holds
  // only this route's path and params.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(shopProductsQuery(context.api, params.id)),
  component: function ShopRoute() {
    return <ShopPage id={Route.useParams().id} />;
  },
});
