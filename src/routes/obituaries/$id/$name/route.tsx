import { createFileRoute } from '@tanstack/react-router';
import { obituaryPath } from '#contract/obituary-path.ts';
import { idAndNameParams, loadUnderCanonicalName } from '#src/lib/id-and-name-layout.ts';
import { obituaryQuery } from '#src/lib/queries/site/obituaries.ts';
import { ObituaryLayout } from '#src/features/obituaries/ObituaryLayout.tsx';

/**
 * /obituaries/{id}/{name} and every page under it: loads the obituary once, answers 404 for an id
 * that is not one, and sends a wrong {name} to the canonical one, keeping the sub-page and query.
 */
export const Route = createFileRoute('/obituaries/$id/$name')({
  params: idAndNameParams,
  loader: ({ context, params, location }) =>
    loadUnderCanonicalName(
      context.queryClient.ensureQueryData(obituaryQuery(context.api, params.id)),
      { params, location },
      obituaryPath,
    ),
  component: function ObituaryRoute() {
    return <ObituaryLayout id={Route.useParams().id} />;
  },
});
