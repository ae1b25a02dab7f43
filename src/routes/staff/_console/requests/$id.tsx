import { createFileRoute, notFound } from '@tanstack/react-router';
import { rowIdFromText } from '#contract/canonical-digits.ts';
import { requestQuery } from '#src/features/console-requests/request-calls.ts';
import { RequestPage } from '#src/features/console-requests/RequestPage.tsx';

/** /staff/requests/$id: one request (permission requests.work; opening a case needs cases.work). */
export const Route = createFileRoute('/staff/_console/requests/$id')({
  params: {
    parse: ({ id }) => {
      const requestId = rowIdFromText(id);
      if (requestId === undefined) throw notFound();
      return { id: requestId };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(requestQuery(context.api, context.auth, params.id)),
  component: function RequestRoute() {
    const { auth, staffRole } = Route.useRouteContext();
    return <RequestPage auth={auth} staffRole={staffRole} id={Route.useParams().id} />;
  },
  // The console frame's error component says what went wrong (decision 0062): no boundary here.
  errorComponent: false,
});
