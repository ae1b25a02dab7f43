import { createFileRoute, Outlet, redirect, useRouteContext, type ErrorComponentProps } from '@tanstack/react-router';
import { ConsoleLayout } from '#src/features/console-shell/ConsoleLayout.tsx';
import { ConsoleProblem } from '#src/features/console-shell/ConsoleProblem.tsx';

/**
 * Every console page behind the staff sign-in (decision 0062), in the console's frame. The guard waits
 * for the auth machine to settle; without a staff session (none, or a family one) the person goes to
 * /staff/sign-in, which brings them back to the path and query as they typed it. Then the page's
 * screen (console-screens.ts) must be one the role may use, else the console says so. Children get
 * `auth` (the auth actor) and `user`, with its `staffRole`.
 */
export const Route = createFileRoute('/staff/_console')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.authRuntime.settled();
    if (user?.role !== 'staff' || user.staffRole === null)
      throw redirect({
        to: '/staff/sign-in',
        search: { redirect: `${location.pathname}${location.searchStr}` },
        replace: true,
      });
    // The screens' table and the company's clock load with the console, not in the public entry.
    const { openConsole } = await import('#src/features/console-shell/open-console.ts');
    await openConsole({ staffRole: user.staffRole, pathname: location.pathname }, context);
    return { auth: context.authRuntime.actor, user, staffRole: user.staffRole };
  },
  component: function ConsoleFrame() {
    return (
      <ConsoleLayout auth={Route.useRouteContext().authRuntime}>
        <Outlet />
      </ConsoleLayout>
    );
  },
  errorComponent: function ConsoleFrameError({ error, reset }: ErrorComponentProps) {
    // Every console page's failure lands here (their route, `$`, sets `errorComponent: false`: a
    // boundary costs the public entry a lazy stub, decision 0066), as does this route's own, whose
    // context is what failed to be made: the auth actor is the console's.
    const { authRuntime } = useRouteContext({ from: '/staff' });
    return (
      <ConsoleLayout auth={authRuntime}>
        <ConsoleProblem error={error} auth={authRuntime.actor} retry={reset} />
      </ConsoleLayout>
    );
  },
});
