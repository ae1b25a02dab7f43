import { createFileRoute } from '@tanstack/react-router';
import { ObituaryPage } from '#src/features/obituaries/ObituaryPage.tsx';

/** /obituaries/{id}/{name}: the obituary itself (the layout above loaded it). */
export const Route = createFileRoute('/obituaries/$id/$name/')({
  component: function ObituaryIndexRoute() {
    return <ObituaryPage id={Route.useParams().id} />;
  },
});
