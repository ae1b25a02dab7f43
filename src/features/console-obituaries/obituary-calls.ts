import {
  staffObituary,
  type StaffObituary,
  type StaffObituaryContentBody,
  type StaffObituaryCreateBody,
  type StaffPublicationAction,
} from '#contract/staff-obituaries.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The console's obituary writes (decision 0063, 0066), each watched for the session. Every write
 * answers the editor's whole view; a refusal with words (409 from the publication rule, 422 on a
 * field) comes back as an outcome the page says.
 */

export type ObituaryOutcome = { kind: 'done'; obituary: StaffObituary } | Refusal;

const outcomeOf = async (call: Promise<StaffObituary>): Promise<ObituaryOutcome> => {
  try {
    return { kind: 'done', obituary: await call };
  } catch (error) {
    return refusalOf(error);
  }
};

export const createObituary = (api: ApiClient, auth: AuthActorRef, body: StaffObituaryCreateBody) =>
  outcomeOf(watchSession(auth, api.post('/api/staff/obituaries', { body, schema: staffObituary })));

export const saveObituary = (api: ApiClient, auth: AuthActorRef, id: number, body: StaffObituaryContentBody) =>
  outcomeOf(watchSession(auth, api.put(`/api/staff/obituaries/${id}`, { body, schema: staffObituary })));

export const takeStep = (api: ApiClient, auth: AuthActorRef, id: number, action: StaffPublicationAction) =>
  outcomeOf(watchSession(auth, api.post(`/api/staff/obituaries/${id}/${action}`, { schema: staffObituary })));
