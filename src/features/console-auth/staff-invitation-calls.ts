import { staffInvitationAccepted, type StaffInvitationAcceptBody } from '#contract/staff-team.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import { staffInvitationPath } from '#src/lib/queries/console/staff-invitation.ts';

/*
 * The invitee's write (decision 0062): accepting the invitation with a password (the invitation itself
 * is read by lib/queries/console/staff-invitation.ts). A refusal with words (a weak password, the link
 * spent meanwhile) comes back as an outcome; anything else goes to the error page.
 */

export async function acceptStaffInvitation(
  api: ApiClient,
  token: string,
  body: StaffInvitationAcceptBody,
): Promise<{ kind: 'joined' } | { kind: 'expired' } | Refusal> {
  try {
    await api.post(`${staffInvitationPath(token)}/accept`, { body, schema: staffInvitationAccepted });
    return { kind: 'joined' };
  } catch (error) {
    if (isApiFatalError(error) && error.status === 404) return { kind: 'expired' };
    return refusalOf(error);
  }
}
