import { createFileRoute } from '@tanstack/react-router';
import { stationeryQuery } from '#src/features/family-content/content-queries.ts';
import { StationeryListPage } from '#src/features/family-content/StationeryListPage.tsx';

/** /family-portal/{id}/{name}/task/review-stationery: the stationery proofs and their status. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/review-stationery/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(stationeryQuery(context.api, params.id)),
  component: function ReviewStationeryRoute() {
    const { id, name } = Route.useParams();
    return <StationeryListPage caseId={id} caseName={name} />;
  },
});
