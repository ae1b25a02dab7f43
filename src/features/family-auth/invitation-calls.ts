import { queryOptions } from '@tanstack/react-query';
import {
  invitationAccepted,
  invitationView,
  signupResult,
  type InvitationAccepted,
  type InvitationView,
  type SignupBody,
} from '#contract/family-invitations.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';

/*
 * The invitation calls of the login page (decision 0045): look at the invitation, create the account
 * with it, or accept it signed in. A refusal with words (the address has an account, the invitation
 * is someone else's, a weak password) comes back as an outcome; anything else goes to the error page.
 */

const invitationPath = (token: string) => `/api/family/invitation/${encodeURIComponent(token)}` as const;

/** Who invited whom, or null when the invitation no longer works (unknown, used, expired). */
export const invitationQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['family', 'invitation', token],
    queryFn: async ({ signal }): Promise<InvitationView | null> => {
      try {
        return await api.get(invitationPath(token), { schema: invitationView, signal });
      } catch (error) {
        if (isApiFatalError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 10_000,
  });

export type Joined = { kind: 'joined'; case: InvitationAccepted };

export async function signUp(api: ApiClient, body: SignupBody): Promise<Joined | Refusal> {
  try {
    const result = await api.post('/api/family/signup', { body, schema: signupResult });
    return { kind: 'joined', case: result.case };
  } catch (error) {
    return refusalOf(error);
  }
}

export async function acceptInvitation(api: ApiClient, token: string): Promise<Joined | Refusal> {
  try {
    return { kind: 'joined', case: await api.post(`${invitationPath(token)}/accept`, { schema: invitationAccepted }) };
  } catch (error) {
    return refusalOf(error);
  }
}
