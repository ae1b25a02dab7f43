import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { casesQuery } from '#src/features/console-cases/case-calls.ts';
import { casesSearch } from '#src/features/console-cases/cases-search.ts';
import { CasesPage } from '#src/features/console-cases/CasesPage.tsx';
import { ConsoleProblem } from '#src/features/console-shell/ConsoleProblem.tsx';
import { locationsQuery } from '#src/lib/console/locations-query.ts';

/** /staff/cases: the company's cases (permission cases.work, decision 0065). */
export const Route = createFileRoute('/staff/_console/cases/')({
  validateSearch: casesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(casesQuery(context.api, context.auth, deps)),
      context.queryClient.ensureQueryData(locationsQuery(context.api)),
    ]),
  component: function CasesRoute() {
    return <CasesPage auth={Route.useRouteContext().auth} search={Route.useLoaderDeps()} />;
  },
  errorComponent: function CasesError({ error, reset }: ErrorComponentProps) {
    return <ConsoleProblem error={error} auth={Route.useRouteContext().auth} retry={reset} />;
  },
});
