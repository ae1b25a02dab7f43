import { createFileRoute } from '@tanstack/react-router';
import { SelectionsPage } from '#src/features/arrangements/SelectionsPage.tsx';
import { requireArrangement } from '#src/features/arrangements/require-arrangement.ts';

/** Spec §2 arrangements: the selections page (a loaded arrangement is required). */
export const Route = createFileRoute('/family-portal/_family/$id/$name/arrangements/selections')({
  // The loader waits for the arrangement (a reload, a link from the case home); it loads with the page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => requireArrangement(context.arrangement, params),
  component: function ArrangementSelections() {
    return <SelectionsPage actor={Route.useRouteContext().arrangement} params={Route.useParams()} />;
  },
});
