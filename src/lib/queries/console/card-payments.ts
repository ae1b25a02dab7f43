import { queryOptions } from '@tanstack/react-query';
import { paymentConnection } from '#contract/payment-connection.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The owner's card payments account (decision 0081): its status, watched for the session. */

export const cardPaymentsKey = ['staff', 'payments', 'connection'] as const;

export const cardPaymentsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: cardPaymentsKey,
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/payments/connection', { schema: paymentConnection, signal })),
  });
