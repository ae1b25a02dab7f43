import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { ConsoleProblem } from '#src/features/console-shell/ConsoleProblem.tsx';
import { obituariesQuery } from '#src/features/console-obituaries/obituary-calls.ts';
import { obituariesSearch } from '#src/features/console-obituaries/obituaries-search.ts';
import { ObituariesPage } from '#src/features/console-obituaries/ObituariesPage.tsx';

/** /staff/obituaries: the company's obituaries (permission obituaries.write, decision 0066). */
export const Route = createFileRoute('/staff/_console/obituaries/')({
  validateSearch: obituariesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(obituariesQuery(context.api, context.auth, deps)),
  component: function ObituariesRoute() {
    return <ObituariesPage auth={Route.useRouteContext().auth} search={Route.useLoaderDeps()} />;
  },
  errorComponent: function ObituariesError({ error, reset }: ErrorComponentProps) {
    return <ConsoleProblem error={error} auth={Route.useRouteContext().auth} retry={reset} />;
  },
});
