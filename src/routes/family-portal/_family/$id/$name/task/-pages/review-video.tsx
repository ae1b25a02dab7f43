import { videoProofQuery } from '#src/lib/queries/family/content.ts';
import { VideoPage } from '#src/features/family-content/VideoPage.tsx';
import type { TaskPage } from './task-page.ts';

/** task/review-video: watch, comment on and approve the memorial video. */
export const taskPage: TaskPage = {
  load: ({ queryClient, api, caseId }) => queryClient.ensureQueryData(videoProofQuery(api, caseId)),
  Page: ({ caseId }) => <VideoPage caseId={caseId} />,
};
