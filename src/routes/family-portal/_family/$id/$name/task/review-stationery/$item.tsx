import { createFileRoute, notFound } from '@tanstack/react-router';
import { isStationeryItemType } from '#contract/stationery-items.ts';
import { stationeryQuery } from '#src/features/family-content/content-queries.ts';
import { StationeryItemPage } from '#src/features/family-content/StationeryItemPage.tsx';

/** /family-portal/{id}/{name}/task/review-stationery/{item}: one proof's pages, comments and approval. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/review-stationery/$item')({
  codeSplitGroupings: [['loader', 'component']],
  params: {
    parse: ({ item }) => {
      if (!isStationeryItemType(item)) throw notFound({ data: { message: 'Page Not Found' } });
      return { item };
    },
    stringify: ({ item }) => ({ item }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(stationeryQuery(context.api, params.id)),
  component: function ReviewStationeryItemRoute() {
    const { id, name, item } = Route.useParams();
    return <StationeryItemPage caseId={id} caseName={name} item={item} />;
  },
});
