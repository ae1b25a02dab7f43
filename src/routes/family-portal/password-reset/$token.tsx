import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '#src/lib/account/PasswordResetPages.tsx';

/** /family-portal/password-reset/{token} (spec §2: no authentication needed): the mailed link. */
export const Route = createFileRoute('/family-portal/password-reset/$token')({
  // The link is checked before the page shows. Imported here, not at the top: a route's loader stays in
  // the public entry, and the check's schema would bring zod with it (bundle-budget.spec.ts).
  loader: async ({ context, params }) => {
    const { passwordResetCheckQuery } = await import('#src/lib/queries/family/password-reset.ts');
    return context.queryClient.ensureQueryData(passwordResetCheckQuery(context.api, params.token));
  },
  component: function PasswordResetTokenPage() {
    const { token } = Route.useParams();
    const { authRuntime } = Route.useRouteContext();
    // Every session of the account ended: if it was this tab's, the machine finds out now.
    return (
      <PasswordResetPage
        area="family"
        token={token}
        onChanged={() => authRuntime.actor.send({ type: 'auth.refresh' })}
      />
    );
  },
});
