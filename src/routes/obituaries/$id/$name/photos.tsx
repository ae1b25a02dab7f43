import { createFileRoute } from '@tanstack/react-router';
import { obituaryPhotosQuery } from '#src/lib/queries/site/memorial.ts';
import { PhotosPage } from '#src/features/memorial/PhotosPage.tsx';

/** /obituaries/{id}/{name}/photos: the album (the gallery and its viewer load only here). */
export const Route = createFileRoute('/obituaries/$id/$name/photos')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(obituaryPhotosQuery(context.api, params.id)),
  component: function PhotosRoute() {
    return <PhotosPage id={Route.useParams().id} />;
  },
});
