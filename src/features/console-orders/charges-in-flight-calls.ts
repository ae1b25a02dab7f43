import { settledCharges, type SettledCharges } from '#contract/charges-in-flight.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* Settling the card charges waiting for the card processor (decision 0104), watched for the session. */

export const settleChargesInFlight = (api: ApiClient, auth: AuthActorRef): Promise<SettledCharges> =>
  watchSession(auth, api.post('/api/staff/payments/in-flight/settle', { schema: settledCharges }));
