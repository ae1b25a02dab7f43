import { createFileRoute } from '@tanstack/react-router';
import { fullPriceListQuery } from '#src/lib/queries/family-cases.ts';
import { PriceListPage } from '#src/features/family-case/PriceListPage.tsx';

/** /family-portal/{id}/{name}/price-list: the whole general price list, printable. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/price-list')({
  loader: ({ context }) => context.queryClient.ensureQueryData(fullPriceListQuery(context.api)),
  component: function PriceListRoute() {
    return <PriceListPage caseId={Route.useParams().id} />;
  },
});
