import { createFileRoute } from '@tanstack/react-router';
import { wallSettingsQuery } from '#src/features/family-content/content-queries.ts';
import { WallSettingsPage } from '#src/features/family-content/WallSettingsPage.tsx';

/** /family-portal/{id}/{name}/task/review-wall-settings: moderation, who may write, shown or hidden. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/review-wall-settings')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(wallSettingsQuery(context.api, params.id)),
  component: function ReviewWallSettingsRoute() {
    return <WallSettingsPage caseId={Route.useParams().id} />;
  },
});
