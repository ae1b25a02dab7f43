import { createFileRoute } from '@tanstack/react-router';
import { ArrangementsLayout } from '#src/features/arrangements/ArrangementsLayout.tsx';
import { openArrangement } from '#src/features/arrangements/arrangement-handle.ts';

/**
 * /family-portal/{id}/{name}/arrangements and its pages: the case's arrangement machine (one actor
 * per case, kept while the family moves between the pages; decision 0120), loaded through a
 * dynamic import so no public page carries it.
 */
export const Route = createFileRoute('/family-portal/_family/$id/$name/arrangements')({
  beforeLoad: async ({ context, params }) => {
    // The case layout parses the id (a row id, else 404); its loader answers 404 for another family's case.
    return { arrangement: await openArrangement(context, params.id) };
  },
  component: function Arrangements() {
    return <ArrangementsLayout actor={Route.useRouteContext().arrangement} params={Route.useParams()} />;
  },
});
