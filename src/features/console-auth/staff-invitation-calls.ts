import { queryOptions } from '@tanstack/react-query';
import {
  staffInvitationAccepted,
  staffInvitationView,
  type StaffInvitationAcceptBody,
  type StaffInvitationView,
} from '#contract/staff-team.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';

/*
 * The invitee's calls (decision 0062): look at the invitation, and accept it with a password. A
 * refusal with words (a weak password, the link spent meanwhile) comes back as an outcome; anything
 * else goes to the error page.
 */

const invitationPath = (token: string) => `/api/staff/invitation/${encodeURIComponent(token)}` as const;

/** Who is invited, or null when the invitation no longer works (unknown, used, expired). */
export const staffInvitationQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['staff', 'invitation', token],
    queryFn: async ({ signal }): Promise<StaffInvitationView | null> => {
      try {
        return await api.get(invitationPath(token), { schema: staffInvitationView, signal });
      } catch (error) {
        if (isApiFatalError(error) && error.status === 404) return null;
        throw error;
      }
    },
    // The answer changes with use: asked again on every visit, not within one.
    staleTime: 10_000,
  });

export async function acceptStaffInvitation(
  api: ApiClient,
  token: string,
  body: StaffInvitationAcceptBody,
): Promise<{ kind: 'joined' } | { kind: 'expired' } | Refusal> {
  try {
    await api.post(`${invitationPath(token)}/accept`, { body, schema: staffInvitationAccepted });
    return { kind: 'joined' };
  } catch (error) {
    if (isApiFatalError(error) && error.status === 404) return { kind: 'expired' };
    return refusalOf(error);
  }
}
