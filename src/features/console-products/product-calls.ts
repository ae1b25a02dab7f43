import { staffProduct, type ProductBody, type StaffProduct } from '#contract/staff-products.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The products screen's writes (decision 0082), each watched for the session. A refusal with words
 * (a bound the form let through, a product with orders that cannot be deleted) comes back as an
 * outcome the page shows.
 */

export type ProductOutcome = { kind: 'done'; product: StaffProduct | null } | Refusal;

/** Adds a product (no `id`) or changes one. */
export async function saveProduct(
  api: ApiClient,
  auth: AuthActorRef,
  id: number | null,
  body: ProductBody,
): Promise<ProductOutcome> {
  try {
    const call =
      id === null
        ? api.post('/api/staff/products', { body, schema: staffProduct })
        : api.put(`/api/staff/products/${id}`, { body, schema: staffProduct });
    return { kind: 'done', product: await watchSession(auth, call) };
  } catch (error) {
    return refusalOf(error);
  }
}

export async function deleteProduct(api: ApiClient, auth: AuthActorRef, id: number): Promise<ProductOutcome> {
  try {
    await watchSession(auth, api.delete(`/api/staff/products/${id}`));
    return { kind: 'done', product: null };
  } catch (error) {
    return refusalOf(error);
  }
}
