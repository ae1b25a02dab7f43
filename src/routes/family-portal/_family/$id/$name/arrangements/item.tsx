import { createFileRoute } from '@tanstack/react-router';
import { ItemPage } from '#src/features/arrangements/ItemPage.tsx';
import { parseItemSearch } from '#src/features/arrangements/item-search.ts';
import { requireArrangement } from '#src/features/arrangements/require-arrangement.ts';

/** Spec §2 arrangements: one item's details and variants (?itemId=, and ?lineId= to choose for a line). */
export const Route = createFileRoute('/family-portal/_family/$id/$name/arrangements/item')({
  validateSearch: parseItemSearch,
  // The loader waits for the arrangement (a reload, a link from the case home); it loads with the page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => requireArrangement(context.arrangement, params),
  component: function ArrangementItem() {
    return (
      <ItemPage actor={Route.useRouteContext().arrangement} params={Route.useParams()} search={Route.useSearch()} />
    );
  },
});
