import { createFileRoute, notFound } from '@tanstack/react-router';
import { rowIdFromText } from '#contract/canonical-digits.ts';
import { caseQuery } from '#src/features/console-cases/case-calls.ts';
import { CasePage } from '#src/features/console-cases/CasePage.tsx';

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
  // The console frame's error component says what went wrong (decision 0062): no boundary here.
  errorComponent: false,
});
