import { caseDetailsQuery } from '#src/lib/queries/family/tasks.ts';
import { AddDetailsPage } from '#src/features/family-tasks/AddDetailsPage.tsx';
import type { TaskPage } from './task-page.ts';

/** task/add-details: the life details (GET/POST .../case-details). */
export const taskPage: TaskPage = {
  load: ({ queryClient, api, caseId }) => queryClient.ensureQueryData(caseDetailsQuery(api, caseId)),
  Page: ({ caseId }) => <AddDetailsPage caseId={caseId} />,
};
