import { createFileRoute } from '@tanstack/react-router';
import { locationsQuery } from '#src/lib/console/locations-query.ts';
import { pageSearch } from '#src/lib/page-search.ts';
import { obituariesQuery } from '#src/features/console-obituaries/obituary-calls.ts';
import { obituariesSearch } from '#src/features/console-obituaries/obituaries-search.ts';
import { ObituariesPage } from '#src/features/console-obituaries/ObituariesPage.tsx';

/** /staff/obituaries: the company's obituaries (permission obituaries.write, decision 0066). */
export const Route = createFileRoute('/staff/_console/obituaries/')({
  validateSearch: (search: Record<string, unknown>) => ({ ...obituariesSearch(search), ...pageSearch(search) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(obituariesQuery(context.api, context.auth, deps)),
      // The new obituary form's locations, ready when it opens.
      context.queryClient.ensureQueryData(locationsQuery(context.api)),
    ]),
  component: function ObituariesRoute() {
    return <ObituariesPage auth={Route.useRouteContext().auth} search={Route.useLoaderDeps()} />;
  },
  // The console frame's error component says what went wrong (decision 0062): no boundary here.
  errorComponent: false,
});
