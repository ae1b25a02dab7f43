import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { NewCasePage } from '#src/features/console-cases/NewCasePage.tsx';
import { ConsoleProblem } from '#src/features/console-shell/ConsoleProblem.tsx';
import { locationsQuery } from '#src/lib/console/locations-query.ts';

/** /staff/cases/new: a case made by hand (permission cases.work, decision 0065). */
export const Route = createFileRoute('/staff/_console/cases/new')({
  loader: ({ context }) => {
    // The page says what happened in a toast: its code loads now, not on the first message.
    void context.toasts.preload();
    return context.queryClient.ensureQueryData(locationsQuery(context.api));
  },
  component: function NewCaseRoute() {
    return <NewCasePage auth={Route.useRouteContext().auth} />;
  },
  errorComponent: function NewCaseError({ error, reset }: ErrorComponentProps) {
    return <ConsoleProblem error={error} auth={Route.useRouteContext().auth} retry={reset} />;
  },
});
