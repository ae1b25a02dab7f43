import { createFileRoute } from '@tanstack/react-router';
import { fullPriceListQuery } from '#src/lib/queries/family/cases.ts';
import { PriceListPage } from '#src/features/family-case/PriceListPage.tsx';

/** /family-portal/{id}/{name}/price-list: the whole general price list, printable. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/price-list')({
  // The loader reads the API through the contract's schemas: it loads with the page, never in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.ensureQueryData(fullPriceListQuery(context.api)),
  component: function PriceListRoute() {
    return <PriceListPage caseId={Route.useParams().id} />;
  },
});
