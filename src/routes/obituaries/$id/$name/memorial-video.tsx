import { createFileRoute } from '@tanstack/react-router';
import { memorialVideoQuery } from '#src/lib/queries/site/memorial.ts';
import { VideoPage } from '#src/features/memorial/VideoPage.tsx';

/** /obituaries/{id}/{name}/memorial-video: the player and its captions (loaded only here). */
export const Route = createFileRoute('/obituaries/$id/$name/memorial-video')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(memorialVideoQuery(context.api, params.id)),
  component: function MemorialVideoRoute() {
    return <VideoPage id={Route.useParams().id} />;
  },
});
