import { queryOptions } from '@tanstack/react-query';
import { chargesInFlightList } from '#contract/charges-in-flight.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { ordersKey } from './orders.ts';

/* Card charges waiting for the card processor (decision 0104), under the orders' key, watched for the session. */

export const chargesInFlightQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: [...ordersKey, 'in-flight'],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/payments/in-flight', { schema: chargesInFlightList, signal })),
  });
