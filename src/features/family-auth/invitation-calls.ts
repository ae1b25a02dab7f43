import type { InvitationAccepted, SignupBody } from '#contract/family-invitations.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import { invitationPath } from '#src/lib/queries/family/invitation.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';

/*
 * The invitation writes of the login page (decision 0045): create the account with the invitation, or
 * accept it signed in (the invitation itself is read by lib/queries/family/invitation.ts). A refusal
 * with words (the address has an account, the invitation is someone else's, a weak password) comes
 * back as an outcome; anything else goes to the error page.
 */

export type Joined = { kind: 'joined'; case: InvitationAccepted };

export async function signUp(api: ApiClient, body: SignupBody): Promise<Joined | Refusal> {
  try {
    const result = await api.post('/api/family/signup', { body, schema: responseSchemas?.signupResult });
    return { kind: 'joined', case: result.case };
  } catch (error) {
    return refusalOf(error);
  }
}

export async function acceptInvitation(api: ApiClient, token: string): Promise<Joined | Refusal> {
  try {
    return {
      kind: 'joined',
      case: await api.post(`${invitationPath(token)}/accept`, { schema: responseSchemas?.invitationAccepted }),
    };
  } catch (error) {
    return refusalOf(error);
  }
}
