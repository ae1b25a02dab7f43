import type { StaffMemoryDecision } from '#contract/staff-memories.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The console's memories writes (decision 0066), each watched for the session. */

/** Approves or rejects a memory; a refusal with words (it is gone: 404) comes back to be said. */
export async function decideMemory(
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
  decision: StaffMemoryDecision,
): Promise<{ kind: 'done' } | Refusal> {
  try {
    await watchSession(auth, api.post(`/api/staff/memories/${id}/${decision}`));
    return { kind: 'done' };
  } catch (error) {
    return refusalOf(error);
  }
}
