import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { staffInvitationQuery } from '#src/lib/queries/console/staff-invitation.ts';
import { StaffInvitationPage } from '#src/features/console-auth/StaffInvitationPage.tsx';
import { OpenFrame } from '#src/features/console-shell/OpenFrame.tsx';

/** /staff/invitation/{token}: the mailed invitation to the staff (decision 0062); the new member lands in the console. */
export const Route = createFileRoute('/staff/invitation/$token')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(staffInvitationQuery(context.api, params.token)),
  component: function StaffInvitationRoute() {
    const { token } = Route.useParams();
    const { authRuntime } = Route.useRouteContext();
    const navigate = useNavigate();
    return (
      <OpenFrame>
        <StaffInvitationPage
          token={token}
          auth={authRuntime}
          onJoined={() => void navigate({ to: '/staff', replace: true })}
        />
      </OpenFrame>
    );
  },
});
