import { wallSettingsQuery } from '#src/lib/queries/family/content.ts';
import { WallSettingsPage } from '#src/features/family-content/WallSettingsPage.tsx';
import type { TaskPage } from './task-page.ts';

/** task/review-wall-settings: moderation, who may write, shown or hidden. */
export const taskPage: TaskPage = {
  load: ({ queryClient, api, caseId }) => queryClient.ensureQueryData(wallSettingsQuery(api, caseId)),
  Page: ({ caseId }) => <WallSettingsPage caseId={caseId} />,
};
