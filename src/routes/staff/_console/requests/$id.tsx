import { createFileRoute, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { rowIdFromText } from '#contract/canonical-digits.ts';
import { ConsoleProblem } from '#src/features/console-shell/ConsoleProblem.tsx';
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
  errorComponent: function RequestError({ error, reset }: ErrorComponentProps) {
    return <ConsoleProblem error={error} auth={Route.useRouteContext().auth} retry={reset} />;
  },
});
