import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetRequest } from '#src/lib/account/PasswordResetPages.tsx';

/** /family-portal/password-reset (spec §2: no authentication needed): ask for a link by email. */
export const Route = createFileRoute('/family-portal/password-reset/')({
  component: () => <PasswordResetRequest area="family" />,
});
