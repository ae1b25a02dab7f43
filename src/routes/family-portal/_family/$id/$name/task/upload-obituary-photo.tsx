import { createFileRoute } from '@tanstack/react-router';
import { UploadObituaryPhotoPage } from '#src/features/family-media/UploadObituaryPhotoPage.tsx';

/** /family-portal/{id}/{name}/task/upload-obituary-photo: the obituary's main photo (spec §2). */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/upload-obituary-photo')({
  component: function UploadObituaryPhotoRoute() {
    return <UploadObituaryPhotoPage caseId={Route.useParams().id} />;
  },
});
