import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { OrderSummary } from '#contract/shop.ts';
import { deliveryText } from '#contract/shop-text.ts';
import { formatMoney } from '#contract/money.ts';
import { obituaryQuery } from '#src/lib/queries/site/obituaries.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { takeOrderKey } from './order-key-storage.ts';
import { orderQuery } from '#src/lib/queries/site/shop.ts';
import { BackToShop } from './BackToShop.tsx';
import * as styles from './shop.css.ts';

/**
 * .../shop/order/{orderId}/thanks: the order's summary, for the browser that placed it or whoever
 * opens the mail's link (decision 0034). The key comes from the link's fragment (kept, then taken
 * out of the address bar) or this browser's storage; without it the page says where to find it.
 */
export function ThanksPage({ id, orderId }: { id: number; orderId: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: obituary } = useSuspenseQuery(obituaryQuery(api, id));
  // Read once, on the first render: the address bar loses the key right after.
  const [accessKey] = useState(() => takeOrderKey(orderId, window.location, window.history));
  const order = useQuery({ ...orderQuery(api, orderId, accessKey ?? ''), enabled: accessKey !== null });

  if (accessKey === null || order.isError) {
    return (
      <section aria-labelledby="thanks-title">
        <PageHead title="Your order" />
        <h2 id="thanks-title">We cannot show this order here</h2>
        <p>
          An order is shown only in the browser it was placed from, or through the link in its confirmation email.
          Please open that link.
        </p>
        <BackToShop id={id} nameSlug={obituary.nameSlug} />
      </section>
    );
  }
  if (!order.data) {
    return (
      <section aria-labelledby="thanks-title" aria-busy="true">
        {/* The page has its title while the order loads too: a screen reader announces it at once. */}
        <PageHead title="Your order" />
        <h2 id="thanks-title">Your order</h2>
        <p>Loading your order…</p>
      </section>
    );
  }
  return <Confirmation id={id} nameSlug={obituary.nameSlug} summary={order.data} />;
}

/**
 * The paid order. On a phone the site's header, the obituary's and its tabs fill the first screen, so
 * the confirmation comes into view at the top and takes the focus (read at once), as a payment's receipt does.
 */
function Confirmation({ id, nameSlug, summary }: { id: number; nameSlug: string; summary: OrderSummary }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section aria-labelledby="thanks-title">
      <PageHead title={`Thank you for your order in memory of ${summary.deceasedName}`} />
      <h2 id="thanks-title" ref={heading} tabIndex={-1}>
        Thank you, {summary.purchaserName}
      </h2>
      <p>
        Your order in memory of {summary.deceasedName} is placed and paid. A confirmation is on its way to your email.
      </p>
      <dl className={styles.details}>
        <dt className={styles.term}>Gift</dt>
        <dd className={styles.value}>
          {summary.quantity} × {summary.productName}
        </dd>
        <dt className={styles.term}>Delivery</dt>
        <dd className={styles.value}>{deliveryText(summary.delivery)}</dd>
        <dt className={styles.term}>Card message</dt>
        {/* The purchaser's words, shown as text. */}
        <dd className={styles.value}>{summary.cardMessage || 'No message'}</dd>
        <dt className={styles.term}>Total paid</dt>
        <dd className={styles.value}>{formatMoney(summary.totalCents)}</dd>
        <dt className={styles.term}>Order number</dt>
        <dd className={styles.value}>{summary.publicId}</dd>
      </dl>
      <BackToShop id={id} nameSlug={nameSlug} />
    </section>
  );
}
