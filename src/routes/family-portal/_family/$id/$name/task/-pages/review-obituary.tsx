import { obituaryTextQuery } from '#src/features/family-content/content-queries.ts';
import { ObituaryPage } from '#src/features/family-content/ObituaryPage.tsx';
import type { TaskPage } from './task-page.ts';

/** task/review-obituary: write, preview, save and approve the obituary text. */
export const taskPage: TaskPage = {
  load: ({ queryClient, api, caseId }) => queryClient.ensureQueryData(obituaryTextQuery(api, caseId)),
  Page: ({ caseId }) => <ObituaryPage caseId={caseId} />,
};
