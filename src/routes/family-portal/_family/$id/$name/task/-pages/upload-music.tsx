import { familyMusicQuery } from '#src/lib/queries/family/media.ts';
import { UploadMusicPage } from '#src/features/family-media/UploadMusicPage.tsx';
import type { TaskPage } from './task-page.ts';

/** task/upload-music: the music album. */
export const taskPage: TaskPage = {
  load: ({ queryClient, api, caseId }) => queryClient.ensureQueryData(familyMusicQuery(api, caseId)),
  Page: ({ caseId }) => <UploadMusicPage caseId={caseId} />,
};
