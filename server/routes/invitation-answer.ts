import type { Context } from 'hono';
import { invitationMessages } from '#contract/family-invitations.ts';
import { jsonError } from '#server/http/errors.ts';
import { tooManyRequests } from '#server/http/too-many-requests.ts';
import type { InviteOutcome } from '#server/services/family/invitations/invite.ts';

/** The answer of an invitation to a case, the family's and staff's alike (one rule: services/family/invitations). */
export function invitationAnswer(c: Context, outcome: InviteOutcome) {
  switch (outcome.kind) {
    case 'not-found':
      return jsonError(c, 404);
    case 'already-member':
      return jsonError(c, 409, [{ path: 'email', message: invitationMessages.alreadyMember(outcome.name) }]);
    case 'throttled':
      return tooManyRequests(c, outcome.retryAfterSeconds, invitationMessages.throttled);
    case 'sent':
      return c.json(outcome.invitation, 201);
  }
}
