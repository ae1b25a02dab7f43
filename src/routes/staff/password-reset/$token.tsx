import { createFileRoute } from '@tanstack/react-router';
import { OpenFrame } from '#src/features/console-shell/OpenFrame.tsx';
import { passwordResetCheckQuery } from '#src/lib/queries/family/password-reset.ts';
import { PasswordResetPage } from '#src/lib/account/PasswordResetPages.tsx';

/** /staff/password-reset/{token}: the mailed link of a staff account (decision 0062), checked before the page shows. */
export const Route = createFileRoute('/staff/password-reset/$token')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(passwordResetCheckQuery(context.api, params.token)),
  component: function StaffPasswordResetPage() {
    const { token } = Route.useParams();
    const { authRuntime } = Route.useRouteContext();
    return (
      <OpenFrame>
        {/* Every session of the account ended: if it was this tab's, the machine finds out now. */}
        <PasswordResetPage
          area="staff"
          token={token}
          onChanged={() => authRuntime.actor.send({ type: 'auth.refresh' })}
        />
      </OpenFrame>
    );
  },
});
