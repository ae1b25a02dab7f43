import { obituaryShopQuery, obituaryTextQuery } from '#src/lib/queries/family/content.ts';
import { ObituaryPage } from '#src/features/family-content/ObituaryPage.tsx';
import type { TaskPage } from './task-page.ts';

/** task/review-obituary: write, preview, save and approve the obituary text; the shop's switches below. */
export const taskPage: TaskPage = {
  load: ({ queryClient, api, caseId }) =>
    Promise.all([
      queryClient.ensureQueryData(obituaryTextQuery(api, caseId)),
      queryClient.ensureQueryData(obituaryShopQuery(api, caseId)),
    ]),
  Page: ({ caseId }) => <ObituaryPage caseId={caseId} />,
};
