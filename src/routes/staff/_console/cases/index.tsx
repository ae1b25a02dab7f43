import { createFileRoute } from '@tanstack/react-router';
import { casesQuery } from '#src/features/console-cases/case-calls.ts';
import { casesSearch } from '#src/features/console-cases/cases-search.ts';
import { CasesPage } from '#src/features/console-cases/CasesPage.tsx';
import { locationsQuery } from '#src/lib/console/locations-query.ts';

/** /staff/cases: the company's cases (permission cases.work, decision 0065). */
export const Route = createFileRoute('/staff/_console/cases/')({
  validateSearch: casesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // "New case" says what happened in a toast: its code loads now, not on the first message.
    void context.toasts.preload();
    return Promise.all([
      context.queryClient.ensureQueryData(casesQuery(context.api, context.auth, deps)),
      context.queryClient.ensureQueryData(locationsQuery(context.api)),
    ]);
  },
  component: function CasesRoute() {
    return <CasesPage auth={Route.useRouteContext().auth} search={Route.useLoaderDeps()} />;
  },
  // The console frame's error component says what went wrong (decision 0062): no boundary here.
  errorComponent: false,
});
