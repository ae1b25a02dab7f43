import { createFileRoute } from '@tanstack/react-router';
import { publicPriceListQuery } from '#src/lib/queries/site/price-list.ts';
import { PublicPriceListPage } from '#src/features/price-list/PublicPriceListPage.tsx';

/** /price-list: the general price list, public, printable, with the Funeral Rule's disclosures (decision 0079). */
export const Route = createFileRoute('/price-list')({
  loader: ({ context }) => context.queryClient.ensureQueryData(publicPriceListQuery(context.api)),
  component: PublicPriceListPage,
});
