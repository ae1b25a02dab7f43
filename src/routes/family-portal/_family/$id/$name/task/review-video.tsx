import { createFileRoute } from '@tanstack/react-router';
import { videoProofQuery } from '#src/features/family-content/content-queries.ts';
import { VideoPage } from '#src/features/family-content/VideoPage.tsx';

/** /family-portal/{id}/{name}/task/review-video: watch, comment on and approve the memorial video. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/review-video')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(videoProofQuery(context.api, params.id)),
  component: function ReviewVideoRoute() {
    return <VideoPage caseId={Route.useParams().id} />;
  },
});
