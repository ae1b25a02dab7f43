import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { FamilySignIn } from '#src/features/family-auth/FamilySignIn.tsx';
import { invitationQuery } from '#src/lib/queries/family/invitation.ts';
import { InvitationPage } from '#src/features/family-auth/InvitationPage.tsx';
import { loginSearch } from '#src/features/family-auth/login-search.ts';
import { portalRedirectTarget } from '#src/features/family-auth/portal-redirect.ts';
import { casePath } from '#src/lib/family/case-path.ts';

/**
 * /family-portal/login (spec §2: unauthenticated only; a signed-in family goes to /family-portal).
 * After signing in, back where the guard sent the visitor from (`?redirect=`, a portal path only).
 * With `?invitation=` (the mailed link, decision 0045) it is the invitation's page instead, for the
 * signed-in too: they accept it there. Either way the person lands in the case.
 */
export const Route = createFileRoute('/family-portal/login')({
  // The loader reads the API through the contract's schemas: it loads with the page, never in the entry.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: loginSearch,
  beforeLoad: async ({ context, search }) => {
    const user = await context.authRuntime.settled();
    if (user?.role === 'family' && !search.invitation) throw redirect({ to: '/family-portal', replace: true });
  },
  loaderDeps: ({ search }) => ({ invitation: search.invitation }),
  loader: ({ context, deps }) =>
    deps.invitation ? context.queryClient.ensureQueryData(invitationQuery(context.api, deps.invitation)) : null,
  component: function FamilyLogin() {
    const { authRuntime } = Route.useRouteContext();
    const { redirect: target, invitation } = Route.useSearch();
    const navigate = useNavigate();
    if (invitation)
      return (
        <InvitationPage
          token={invitation}
          auth={authRuntime}
          onJoined={(joined) =>
            void navigate({ href: casePath({ id: joined.caseId, nameSlug: joined.nameSlug }), replace: true })
          }
        />
      );
    return (
      <FamilySignIn
        auth={authRuntime}
        onSignedIn={() => void navigate({ href: portalRedirectTarget(target), replace: true })}
      />
    );
  },
});
