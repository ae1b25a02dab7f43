import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { deliveryText } from '#contract/shop-text.ts';
import type { FamilyShopOrder } from '#contract/staff-orders.ts';
import { dateText } from '#contract/date-text.ts';
import { caseShopOrdersQuery } from '#src/lib/queries/family/cases.ts';
import * as styles from './family-case.css.ts';

/** "Ruth Calloway sent 2 × White lilies" and where they go. */
export const sentLine = (order: FamilyShopOrder) =>
  `${order.purchaserName} sent ${order.quantity > 1 ? `${order.quantity} × ` : ''}${order.productName}`;

/** The list itself: who sent what, when, where it goes, and the card's words. */
export function SentList({ orders }: { orders: FamilyShopOrder[] }) {
  return (
    <ul className={styles.sentList}>
      {orders.map((order) => (
        <li key={order.publicId}>
          <strong>{sentLine(order)}</strong>, {dateText(order.placedAt)}
          {order.status === 'cancelled' ? ' (cancelled)' : ''}
          <br />
          {deliveryText(order.delivery)}
          {order.cardMessage && (
            <>
              <br />
              <q className={styles.cardWords}>{order.cardMessage}</q>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The case home's "Sent in memory" (decision 0076): flowers and gifts ordered from the obituary's
 * shop, so the family knows whom to thank. Shown once there is something to show; nothing while it
 * loads or when none were sent.
 */
export function SentInMemory({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useQuery(caseShopOrdersQuery(api, caseId));
  if (!data || data.items.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="case-sent">
      <h2 id="case-sent">Sent in memory</h2>
      <SentList orders={data.items} />
    </section>
  );
}
