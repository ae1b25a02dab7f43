import { and, eq } from 'drizzle-orm';
import type { OrderSummary } from '#contract/shop.ts';
import { orders } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { findPublishedObituary } from '#server/services/obituaries/published-obituary.ts';
import { accessKeyMatches } from './order-keys.ts';
import { orderSummaryOf } from './order-summary.ts';

/**
 * GET /api/web/shop/orders/{publicId}: a paid order of the company, for whoever holds its access
 * key (decision 0034). Null alike for an unknown id, a missing or wrong key, another company's
 * order, a declined or unfinished one: the caller answers 404 to all, so none can be told apart.
 */
export async function findOrderForKey(
  scope: TenantScope,
  publicId: string,
  accessKey: string | undefined,
): Promise<OrderSummary | null> {
  if (!accessKey) return null;
  const [order] = await scope.selectAll(orders, and(eq(orders.publicId, publicId), eq(orders.status, 'paid'))).limit(1);
  if (!order || !accessKeyMatches(accessKey, order.accessKeyHash)) return null;
  const obituary = await findPublishedObituary(scope, order.obituaryId);
  return obituary ? orderSummaryOf(scope, order, obituary.fullName) : null;
}
