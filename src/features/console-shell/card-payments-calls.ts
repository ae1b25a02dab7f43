import { paymentConnectAnswer, type PaymentConnectAnswer } from '#contract/payment-connection.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { ApiFatalError } from '#src/lib/api/fatal-error.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* Connecting the owner's card payments account (decision 0081); its status is lib/queries/console/card-payments.ts. */

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
