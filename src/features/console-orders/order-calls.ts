import {
  staffOrderDetail,
  type OrderCancelBody,
  type OrderEventBody,
  type StaffOrderDetail,
} from '#contract/staff-orders.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The orders screens' writes (decision 0076), each watched for the session. A refusal with words
 * (the order moved on meanwhile: 409; a refund too large: 422; the refund failed: 503) comes back as
 * an outcome the page shows in its status line.
 */

export type OrderOutcome = { kind: 'done'; order: StaffOrderDetail } | Refusal;

export async function sendOrderEvent(
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
  body: OrderEventBody,
): Promise<OrderOutcome> {
  try {
    const order = await watchSession(
      auth,
      api.post(`/api/staff/orders/${id}/events`, { body, schema: staffOrderDetail }),
    );
    return { kind: 'done', order };
  } catch (error) {
    return refusalOf(error);
  }
}

export async function cancelOrder(
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
  body: OrderCancelBody,
): Promise<OrderOutcome> {
  try {
    const order = await watchSession(
      auth,
      api.post(`/api/staff/orders/${id}/cancel`, { body, schema: staffOrderDetail }),
    );
    return { kind: 'done', order };
  } catch (error) {
    return refusalOf(error);
  }
}
