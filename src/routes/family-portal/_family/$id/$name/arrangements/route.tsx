import { createFileRoute } from '@tanstack/react-router';
import { ArrangementsLayout } from '#src/features/arrangements/ArrangementsLayout.tsx';

/**
 * /family-portal/{id}/{name}/arrangements and its pages: the case's arrangement machine (one actor
 * per case, kept while the family moves between the pages; decision 0042), loaded through a
 * dynamic import so no public page carries it.
 */
export const Route = createFileRoute('/family-portal/_family/$id/$name/arrangements')({
  beforeLoad: async ({ context, params, cause }) => {
    // The case layout parses the id (a row id, else 404); its loader answers 404 for another family's case.
    const { openArrangement } = await import('#src/features/arrangements/arrangement-handle.ts');
    const arrangement = await openArrangement(context, params.id);
    // Coming back to the arrangements (not moving between its pages) reads them again: another
    // member of the family may have changed them. The machine takes it only when at rest.
    if (cause === 'enter') arrangement.send({ type: 'arrangement.reload' });
    return { arrangement };
  },
  component: function Arrangements() {
    return <ArrangementsLayout actor={Route.useRouteContext().arrangement} params={Route.useParams()} />;
  },
});
