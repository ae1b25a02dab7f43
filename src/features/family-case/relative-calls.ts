import type { InvitationBody } from '#contract/family-invitations.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';

/* Inviting a relative to the case (decision 0045): the server mails the link and answers to whom and until when. */

export const inviteRelative = (api: ApiClient, caseId: number, body: InvitationBody) =>
  api.post(`/api/family/cases/${caseId}/invite`, { body, schema: responseSchemas?.invitationSent });
