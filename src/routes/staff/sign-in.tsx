import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { consoleRedirectTarget } from '#src/features/console-auth/console-redirect.ts';
import { StaffSignIn } from '#src/features/console-auth/StaffSignIn.tsx';
import { OpenFrame } from '#src/features/console-shell/OpenFrame.tsx';
import { redirectSearch } from '#src/lib/redirect-search.ts';

/**
 * /staff/sign-in (decision 0062): for the signed-out; a staff session goes straight on. After signing
 * in, the page the person wanted (`?redirect=`, a path of this site only: console-redirect.ts).
 */
export const Route = createFileRoute('/staff/sign-in')({
  validateSearch: redirectSearch,
  beforeLoad: async ({ context }) => {
    const user = await context.authRuntime.settled();
    if (user?.role === 'staff') throw redirect({ to: '/staff', replace: true });
  },
  component: function StaffSignInPage() {
    const { authRuntime } = Route.useRouteContext();
    const { redirect: target } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <OpenFrame>
        <StaffSignIn
          auth={authRuntime}
          onSignedIn={() => void navigate({ href: consoleRedirectTarget(target), replace: true })}
        />
      </OpenFrame>
    );
  },
});
