import { createFileRoute } from '@tanstack/react-router';
import { AddDetailsPage } from '#src/features/family-tasks/AddDetailsPage.tsx';
import { caseDetailsQuery } from '#src/lib/queries/family-tasks.ts';

/** /family-portal/{id}/{name}/task/add-details: the life details (GET/POST .../case-details). */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/add-details')({
  // The loader reads the API through the contract's schemas: it loads with the page, never in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(caseDetailsQuery(context.api, params.id)),
  component: function AddDetailsRoute() {
    return <AddDetailsPage caseId={Route.useParams().id} />;
  },
});
