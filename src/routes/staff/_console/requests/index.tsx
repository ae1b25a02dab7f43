import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { ConsoleProblem } from '#src/features/console-shell/ConsoleProblem.tsx';
import { requestsQuery } from '#src/features/console-requests/request-calls.ts';
import { locationsQuery } from '#src/lib/console/company-locations.ts';
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
  errorComponent: function RequestsError({ error, reset }: ErrorComponentProps) {
    return <ConsoleProblem error={error} auth={Route.useRouteContext().auth} retry={reset} />;
  },
});
