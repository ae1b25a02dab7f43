import { stationeryQuery } from '#src/lib/queries/family/content.ts';
import { StationeryItemPage } from '#src/features/family-content/StationeryItemPage.tsx';
import { StationeryListPage } from '#src/features/family-content/StationeryListPage.tsx';
import type { TaskPage } from './task-page.ts';

/** task/review-stationery: the proofs and their status; review-stationery/{item}: one proof's pages, comments, approval. */
export const taskPage: TaskPage = {
  load: ({ queryClient, api, caseId }) => queryClient.ensureQueryData(stationeryQuery(api, caseId)),
  Page: ({ caseId, caseName, item }) =>
    item ? (
      <StationeryItemPage caseId={caseId} caseName={caseName} item={item} />
    ) : (
      <StationeryListPage caseId={caseId} caseName={caseName} />
    ),
};
