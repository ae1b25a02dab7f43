import { wallCommentsQuery } from '#src/lib/queries/family/content.ts';
import { WallCommentsPage } from '#src/features/family-content/WallCommentsPage.tsx';
import type { TaskPage } from './task-page.ts';

/** task/review-wall-comments: approve or reject the memorial wall's memories (pending first). */
export const taskPage: TaskPage = {
  load: ({ queryClient, api, caseId }) => queryClient.ensureQueryData(wallCommentsQuery(api, caseId, 'pending', 1)),
  Page: ({ caseId }) => <WallCommentsPage caseId={caseId} />,
};
