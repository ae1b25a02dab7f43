import { IDEMPOTENCY_KEY_HEADER } from '#contract/planning.ts';
import type { orderPlaced, OrderPlaced, OrderRequest } from '#contract/shop.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { fieldOfIssue, type CheckoutFieldErrors } from './checkout-values.ts';

export type SubmitOutcome =
  | { kind: 'placed'; placed: OrderPlaced }
  | {
      kind: 'refused';
      status: number;
      /** The server's messages by field, shown beside each. */
      fieldErrors: CheckoutFieldErrors;
      /** What concerns the whole order (a decline, a limit, a processor failure), or null. */
      formError: string | null;
    };

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
    const fieldErrors: CheckoutFieldErrors = {};
    const general: string[] = [];
    for (const issue of error.issues ?? []) {
      const field = fieldOfIssue(issue.path);
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
      // A decline is said at the card and above the form, where it is read first.
      if (!field || issue.path === 'paymentToken') general.push(issue.message);
    }
    const formError =
      general[0] ??
      (Object.keys(fieldErrors).length > 0 ? 'Some details need attention.' : (error.statusText ?? unreachable));
    return { kind: 'refused', status: error.status, fieldErrors, formError };
  }
}
