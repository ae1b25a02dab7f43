import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { ConsoleProblem } from '#src/features/console-shell/ConsoleProblem.tsx';
import { newObituarySearch } from '#src/features/console-obituaries/obituaries-search.ts';
import { NewObituaryPage } from '#src/features/console-obituaries/NewObituaryPage.tsx';
import { locationsQuery } from '#src/lib/console/company-locations.ts';

/** /staff/obituaries/new: an obituary for a case (`?caseId=`) or on its own (obituaries.write). */
export const Route = createFileRoute('/staff/_console/obituaries/new')({
  validateSearch: newObituarySearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(locationsQuery(context.api)),
  component: function NewObituaryRoute() {
    return <NewObituaryPage auth={Route.useRouteContext().auth} caseId={Route.useSearch().caseId} />;
  },
  errorComponent: function NewObituaryError({ error, reset }: ErrorComponentProps) {
    return <ConsoleProblem error={error} auth={Route.useRouteContext().auth} retry={reset} />;
  },
});
