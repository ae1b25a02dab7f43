import { createFileRoute } from '@tanstack/react-router';
import { requestsQuery } from '#src/features/console-requests/request-calls.ts';
import { locationsQuery } from '#src/lib/console/locations-query.ts';
import { requestsSearch } from '#src/features/console-requests/requests-search.ts';
import { RequestsPage } from '#src/features/console-requests/RequestsPage.tsx';

/** /staff/requests: the requests inbox (permission requests.work, decision 0064). */
export const Route = createFileRoute('/staff/_console/requests/')({
  validateSearch: requestsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(requestsQuery(context.api, context.auth, deps)),
      context.queryClient.ensureQueryData(locationsQuery(context.api)),
    ]),
  component: function RequestsRoute() {
    return <RequestsPage auth={Route.useRouteContext().auth} search={Route.useLoaderDeps()} />;
  },
  // The console frame's error component says what went wrong (decision 0062): no boundary here.
  errorComponent: false,
});
