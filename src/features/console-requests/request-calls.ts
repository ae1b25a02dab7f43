import {
  openedCase,
  requestDetail,
  type OpenedCase,
  type RequestDetail,
  type RequestEventBody,
} from '#contract/staff-requests.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The requests inbox's writes (decision 0064), each watched for the session. A refusal with words
 * (the request moved on meanwhile: 409) comes back as an outcome the page shows beside the button.
 */

export type RequestOutcome = { kind: 'done'; request: RequestDetail } | Refusal;

export async function sendRequestEvent(
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
  body: RequestEventBody,
): Promise<RequestOutcome> {
  try {
    const request = await watchSession(
      auth,
      api.post(`/api/staff/requests/${id}/events`, { body, schema: requestDetail }),
    );
    return { kind: 'done', request };
  } catch (error) {
    return refusalOf(error);
  }
}

export async function openCase(
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
): Promise<{ kind: 'done'; opened: OpenedCase } | Refusal> {
  try {
    return {
      kind: 'done',
      opened: await watchSession(auth, api.post(`/api/staff/requests/${id}/open-case`, { schema: openedCase })),
    };
  } catch (error) {
    return refusalOf(error);
  }
}
