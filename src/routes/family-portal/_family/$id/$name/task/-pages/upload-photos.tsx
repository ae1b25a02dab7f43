import { familyPhotosQuery } from '#src/lib/queries/family/media.ts';
import { UploadPhotosPage } from '#src/features/family-media/UploadPhotosPage.tsx';
import type { TaskPage } from './task-page.ts';

/** task/upload-photos: the photo album. */
export const taskPage: TaskPage = {
  load: ({ queryClient, api, caseId }) => queryClient.ensureQueryData(familyPhotosQuery(api, caseId)),
  Page: ({ caseId }) => <UploadPhotosPage caseId={caseId} />,
};
