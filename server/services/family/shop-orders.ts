import { and, desc, eq } from 'drizzle-orm';
import type { FamilyShopOrders } from '#contract/staff-orders.ts';
import { obituaries, obituaryEvents, orders } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { deliveryOfRow, orderEventOf } from '#server/services/staff/orders/order-rows.ts';

/**
 * GET /api/family/cases/{caseId}/shop-orders (decision 0076): who sent what for the case's
 * obituary, with the card messages, newest first. The obituary is read through the member's case
 * scope, so another family's case finds nothing (null: 404). Only paid orders; the purchaser's
 * address and phone and the money stay with the funeral home.
 */
export async function familyShopOrders(scope: CaseScope, caseId: number): Promise<FamilyShopOrders | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const rows = await scope
    .select({ order: orders, event: obituaryEvents })
    .from(obituaries, eq(obituaries.caseId, caseId))
    .innerJoin(orders, and(eq(orders.obituaryId, obituaries.id), eq(orders.status, 'paid'), scope.owns(orders)))
    .leftJoin(obituaryEvents, orderEventOf(scope))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  return {
    items: rows.map((row) => ({
      publicId: row.order.publicId,
      placedAt: row.order.createdAt.toISOString(),
      purchaserName: row.order.purchaserName,
      productName: row.order.productName,
      quantity: row.order.quantity,
      cardMessage: row.order.cardMessage,
      delivery: deliveryOfRow(row),
      status: row.order.fulfilment,
    })),
  };
}
