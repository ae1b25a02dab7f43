import { createFileRoute } from '@tanstack/react-router';
import { familyPhotosQuery } from '#src/lib/queries/family-media.ts';
import { UploadPhotosPage } from '#src/features/family-media/UploadPhotosPage.tsx';

/** /family-portal/{id}/{name}/task/upload-photos: the photo album (spec §2). */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/upload-photos')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(familyPhotosQuery(context.api, params.id)),
  component: function UploadPhotosRoute() {
    return <UploadPhotosPage caseId={Route.useParams().id} />;
  },
});
