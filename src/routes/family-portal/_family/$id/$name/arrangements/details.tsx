import { createFileRoute } from '@tanstack/react-router';
import { DetailsPage } from '#src/features/arrangements/DetailsPage.tsx';
import { requireArrangement } from '#src/features/arrangements/require-arrangement.ts';

/** Spec §2 arrangements: the details page (a loaded arrangement is required). */
export const Route = createFileRoute('/family-portal/_family/$id/$name/arrangements/details')({
  // The loader waits for the arrangement (a reload, a link from the case home); it loads with the page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => requireArrangement(context.arrangement, params),
  component: function ArrangementDetails() {
    return <DetailsPage actor={Route.useRouteContext().arrangement} params={Route.useParams()} />;
  },
});
