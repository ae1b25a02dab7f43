import { createFileRoute } from '@tanstack/react-router';
import { OpenFrame } from '#src/features/console-shell/OpenFrame.tsx';
import { PasswordResetRequest } from '#src/lib/account/PasswordResetPages.tsx';

/** /staff/password-reset: ask for a link by email (the family portal's page, for staff accounts; decision 0062). */
export const Route = createFileRoute('/staff/password-reset/')({
  component: () => (
    <OpenFrame>
      <PasswordResetRequest area="staff" />
    </OpenFrame>
  ),
});
