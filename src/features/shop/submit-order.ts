import { IDEMPOTENCY_KEY_HEADER } from '#contract/planning.ts';
import type { orderPlaced, OrderPlaced, OrderRequest } from '#contract/shop.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { serverErrorsOf, type ServerErrors } from '#src/lib/payments/server-errors.ts';
import { fieldOfIssue, type CheckoutField } from './checkout-values.ts';

export type SubmitOutcome =
  | { kind: 'placed'; placed: OrderPlaced }
  /** A field the server refused beside it; a decline, a limit or a processor failure above the form. */
  | ({ kind: 'refused'; status: number } & ServerErrors<CheckoutField>);

const unreachable = 'Your order could not be sent. Please check your connection and try again.';

/**
 * Sends the order once, under its Idempotency-Key (decision 0033): the server prices it, charges
 * it and answers the order with its access key, or says what stands in the way.
 */
export async function submitOrder(
  api: ApiClient,
  obituaryId: number,
  request: OrderRequest,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  try {
    const placed = await api.post<typeof orderPlaced>(`/api/web/obituaries/${obituaryId}/shop/orders`, {
      body: request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    return { kind: 'placed', placed };
  } catch (error) {
    if (!isApiFatalError(error)) return { kind: 'refused', status: 0, fieldErrors: {}, formError: unreachable };
    return {
      kind: 'refused',
      status: error.status,
      ...serverErrorsOf(error, fieldOfIssue, error.statusText ?? unreachable),
    };
  }
}
