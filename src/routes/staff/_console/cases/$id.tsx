import { createFileRoute, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { rowIdFromText } from '#contract/canonical-digits.ts';
import { caseQuery } from '#src/features/console-cases/case-calls.ts';
import { CasePage } from '#src/features/console-cases/CasePage.tsx';
import { ConsoleProblem } from '#src/features/console-shell/ConsoleProblem.tsx';

/** /staff/cases/$id: one case (permission cases.work, decision 0065). */
export const Route = createFileRoute('/staff/_console/cases/$id')({
  params: {
    parse: ({ id }) => {
      const caseId = rowIdFromText(id);
      if (caseId === undefined) throw notFound();
      return { id: caseId };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => {
    // The page says what happened in a toast: its code loads now, not on the first message.
    void context.toasts.preload();
    return context.queryClient.ensureQueryData(caseQuery(context.api, context.auth, params.id));
  },
  component: function CaseRoute() {
    return <CasePage auth={Route.useRouteContext().auth} id={Route.useParams().id} />;
  },
  errorComponent: function CaseError({ error, reset }: ErrorComponentProps) {
    return <ConsoleProblem error={error} auth={Route.useRouteContext().auth} retry={reset} />;
  },
});
