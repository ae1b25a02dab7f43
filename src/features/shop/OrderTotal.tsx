import { useStore } from '@tanstack/react-form';
import type { ShopProduct } from '#contract/shop.ts';
import { formatMoney } from '#contract/money.ts';
import type { CheckoutFormApi } from './use-checkout-form.ts';
import * as styles from './shop.css.ts';

/** The order's total as the quantity changes: shown here, computed again by the server when it charges. */
export function OrderTotal({ form, product }: { form: CheckoutFormApi; product: ShopProduct }) {
  const quantity = Number(useStore(form.store, (state) => state.values.quantity)) || 1;
  const items = quantity * product.priceCents;
  return (
    <aside className={styles.summary} aria-labelledby="order-total-title">
      <h2 id="order-total-title" className={styles.summaryTitle}>
        Your order
      </h2>
      <dl className={styles.lines}>
        <dt>
          {quantity} × {product.name}
        </dt>
        <dd className={styles.value}>{formatMoney(items)}</dd>
        <dt>Delivery</dt>
        <dd className={styles.value}>
          {product.deliveryFeeCents > 0 ? formatMoney(product.deliveryFeeCents) : 'Included'}
        </dd>
        <dt className={styles.total}>Total</dt>
        <dd className={`${styles.value} ${styles.total}`}>{formatMoney(items + product.deliveryFeeCents)}</dd>
      </dl>
    </aside>
  );
}
