import { Link } from '@tanstack/react-router';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { formatMoney } from '#contract/money.ts';
import { orderStatusNames, type StaffOrderSummary } from '#contract/staff-orders.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { orderCutoff, orderDelivery, orderTitle } from './order-text.ts';
import * as styles from './orders.css.ts';

/** One order in the list: what, for whom, where and by when, from whom, and the card's words. */
export function OrderCard({ order }: { order: StaffOrderSummary }) {
  const timeText = useConsoleTime();
  const cutoff = orderCutoff(order);
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link {...consolePage(`orders/${order.id}`)}>{orderTitle(order)}</Link>
      </h2>
      <p className={styles.badge}>{orderStatusNames[order.status]}</p>
      <p className={styles.meta}>
        In memory of {order.deceasedName} · {order.locationName}
      </p>
      <p className={styles.meta}>Deliver to: {orderDelivery(order)}</p>
      {cutoff && <p className={styles.meta}>{cutoff}</p>}
      <p className={styles.meta}>
        From {order.purchaserName} · {formatMoney(order.totalCents)} · placed {timeText(order.placedAt)}
      </p>
      {order.cardMessage && <p className={styles.cardMessage}>“{order.cardMessage}”</p>}
    </li>
  );
}
