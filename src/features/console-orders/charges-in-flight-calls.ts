import { queryOptions } from '@tanstack/react-query';
import { chargesInFlightList, settledCharges, type SettledCharges } from '#contract/charges-in-flight.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { ordersKey } from '#src/lib/console/order-counts.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* Card charges waiting for the card processor (decision 0104), each call watched for the session. */

export const chargesInFlightQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: [...ordersKey, 'in-flight'],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/payments/in-flight', { schema: chargesInFlightList, signal })),
  });

export const settleChargesInFlight = (api: ApiClient, auth: AuthActorRef): Promise<SettledCharges> =>
  watchSession(auth, api.post('/api/staff/payments/in-flight/settle', { schema: settledCharges }));
