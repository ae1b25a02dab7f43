import { createFileRoute } from '@tanstack/react-router';
import { wallCommentsQuery } from '#src/features/family-content/content-queries.ts';
import { WallCommentsPage } from '#src/features/family-content/WallCommentsPage.tsx';

/** /family-portal/{id}/{name}/task/review-wall-comments: approve or reject the memorial wall's memories. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/review-wall-comments')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(wallCommentsQuery(context.api, params.id, 'pending', 1)),
  component: function ReviewWallCommentsRoute() {
    return <WallCommentsPage caseId={Route.useParams().id} />;
  },
});
