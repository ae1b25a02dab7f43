import { UploadObituaryPhotoPage } from '#src/features/family-media/UploadObituaryPhotoPage.tsx';
import type { TaskPage } from './task-page.ts';

/** task/upload-obituary-photo: the obituary's main photo (the case, which names it, is loaded already). */
export const taskPage: TaskPage = {
  load: () => Promise.resolve(),
  Page: ({ caseId }) => <UploadObituaryPhotoPage caseId={caseId} />,
};
