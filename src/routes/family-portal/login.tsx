import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { FamilySignIn } from '#src/features/family-auth/FamilySignIn.tsx';
import { loginSearch } from '#src/features/family-auth/login-search.ts';
import { portalRedirectTarget } from '#src/features/family-auth/portal-redirect.ts';

/**
 * /family-portal/login (spec §2: unauthenticated only; a signed-in family goes to /family-portal).
 * After signing in, back where the guard sent the visitor from (`?redirect=`, a portal path only).
 */
export const Route = createFileRoute('/family-portal/login')({
  validateSearch: loginSearch,
  beforeLoad: async ({ context }) => {
    const user = await context.authRuntime.settled();
    if (user?.role === 'family') throw redirect({ to: '/family-portal', replace: true });
  },
  component: function FamilyLogin() {
    const { authRuntime } = Route.useRouteContext();
    const { redirect: target } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <FamilySignIn
        auth={authRuntime}
        onSignedIn={() => void navigate({ href: portalRedirectTarget(target), replace: true })}
      />
    );
  },
});
