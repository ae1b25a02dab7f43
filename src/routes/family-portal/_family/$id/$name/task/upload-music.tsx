import { createFileRoute } from '@tanstack/react-router';
import { familyMusicQuery } from '#src/lib/queries/family-media.ts';
import { UploadMusicPage } from '#src/features/family-media/UploadMusicPage.tsx';

/** /family-portal/{id}/{name}/task/upload-music: the music album (spec §2). */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/upload-music')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(familyMusicQuery(context.api, params.id)),
  component: function UploadMusicRoute() {
    return <UploadMusicPage caseId={Route.useParams().id} />;
  },
});
