import { queryOptions } from '@tanstack/react-query';
import { paymentConnectAnswer, paymentConnection, type PaymentConnectAnswer } from '#contract/payment-connection.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { ApiFatalError } from '#src/lib/api/fatal-error.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The owner's card payments account (decision 0081): its status, and connecting it. */

export const cardPaymentsKey = ['staff', 'payments', 'connection'] as const;

export const cardPaymentsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: cardPaymentsKey,
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/payments/connection', { schema: paymentConnection, signal })),
  });

export type ConnectOutcome = { kind: 'done'; answer: PaymentConnectAnswer } | { kind: 'refused'; message: string };

export async function connectCardPayments(api: ApiClient, auth: AuthActorRef): Promise<ConnectOutcome> {
  try {
    const answer = await watchSession(auth, api.post('/api/staff/payments/connect', { schema: paymentConnectAnswer }));
    return { kind: 'done', answer };
  } catch (error) {
    const message = error instanceof ApiFatalError ? error.issues?.[0]?.message : undefined;
    if (message) return { kind: 'refused', message };
    throw error;
  }
}
