import { createFileRoute } from '@tanstack/react-router';
import { obituaryTextQuery } from '#src/features/family-content/content-queries.ts';
import { ObituaryPage } from '#src/features/family-content/ObituaryPage.tsx';

/** /family-portal/{id}/{name}/task/review-obituary: write, preview, save and approve the obituary text. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/review-obituary')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(obituaryTextQuery(context.api, params.id)),
  component: function ReviewObituaryRoute() {
    return <ObituaryPage caseId={Route.useParams().id} />;
  },
});
