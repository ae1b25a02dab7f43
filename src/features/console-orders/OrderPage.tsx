import { useState } from 'react';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import { orderStatusNames, type StaffOrderDetail } from '#contract/staff-orders.ts';
import { can, type StaffRole } from '#contract/staff-roles.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { Refusal } from '#src/lib/account/password-reset-calls.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { ordersKey, orderQuery } from '#src/lib/queries/console/orders.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { PhoneLink } from '#src/ui/link/PhoneLink.tsx';
import { CancelOrderForm } from './CancelOrderForm.tsx';
import { cancelOrder, sendOrderEvent } from './order-calls.ts';
import { orderCutoff, orderDelivery, orderTitle } from './order-text.ts';
import * as styles from './orders.css.ts';

export interface OrderPageProps {
  auth: AuthActorRef;
  staffRole: StaffRole;
  id: number;
}

const refusalWords = (refusal: Refusal) => refusal.issues.map((issue) => issue.message).join(' ');

/**
 * /staff/orders/{id} (decision 0076): what was ordered, for whom, where and by when, who sent it
 * and how to reach them, the payment and any refund, the history (who did what, when), and the
 * buttons its status allows: accept, mark delivered, and, for the roles that may refund, cancel
 * with a reason and an amount to give back (the whole payment unless changed).
 */
export function OrderPage({ auth, staffRole, id }: OrderPageProps) {
  const timeText = useConsoleTime();
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: order } = useSuspenseQuery(orderQuery(api, auth, id));
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  const settle = async (outcome: Awaited<ReturnType<typeof sendOrderEvent>>, words: string) => {
    if (outcome.kind === 'done') queryClient.setQueryData(orderQuery(api, auth, id).queryKey, outcome.order);
    setSaid(outcome.kind === 'done' ? words : refusalWords(outcome));
    await queryClient.invalidateQueries({ queryKey: ordersKey });
  };
  const act = async (type: 'accept' | 'deliver', words: string) => {
    setBusy(true);
    const outcome = await sendOrderEvent(api, auth, id, { type });
    setBusy(false);
    await settle(outcome, words);
  };
  const cancel = async (body: { reason: string; refundCents: number }) => {
    setBusy(true);
    const outcome = await cancelOrder(api, auth, id, body);
    setBusy(false);
    const { refundCents } = body;
    await settle(
      outcome,
      refundCents > 0 ? `The order is cancelled and ${formatMoney(refundCents)} refunded.` : 'The order is cancelled.',
    );
  };
  const cutoff = orderCutoff(order);

  return (
    <div className={styles.page}>
      <PageHead title={orderTitle(order)} />
      <p>
        <Link {...consolePage('orders')}>All orders</Link>
      </p>
      <h1>{orderTitle(order)}</h1>
      <p className={styles.badge}>{orderStatusNames[order.status]}</p>
      <p className={styles.meta}>
        In memory of {order.deceasedName} ·{' '}
        <Link {...consolePage('orders')} search={{ obituaryId: order.obituaryId }}>
          every order for {order.deceasedName}
        </Link>
      </p>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <Actions order={order} staffRole={staffRole} busy={busy} act={act} />

      <section aria-labelledby="order-delivery" className={styles.panel}>
        <h2 id="order-delivery" className={styles.panelTitle}>
          Delivery
        </h2>
        <dl className={styles.facts}>
          <dt>Deliver to</dt>
          <dd>{orderDelivery(order)}</dd>
          {cutoff && (
            <>
              <dt>Order cut-off</dt>
              <dd>{cutoff.replace(/^Cut-off /, '')}</dd>
            </>
          )}
          <dt>Location</dt>
          <dd>{order.locationName}</dd>
          <dt>Card message</dt>
          <dd className={styles.cardMessage}>{order.cardMessage || 'No card message'}</dd>
        </dl>
      </section>

      <section aria-labelledby="order-sender" className={styles.panel}>
        <h2 id="order-sender" className={styles.panelTitle}>
          Sender and payment
        </h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{order.purchaserName}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${order.purchaserEmail}`}>{order.purchaserEmail}</a>
          </dd>
          <dt>Phone</dt>
          <dd>
            <PhoneLink number={order.purchaserPhone} />
          </dd>
          <dt>Paid</dt>
          <dd>
            {formatMoney(order.totalCents)} ({order.quantity} × {formatMoney(order.unitPriceCents)}
            {order.deliveryFeeCents > 0 ? ` + ${formatMoney(order.deliveryFeeCents)} delivery` : ''}), placed{' '}
            {timeText(order.placedAt)}
          </dd>
          {order.refundedAt && (
            <>
              <dt>Refunded</dt>
              <dd>
                {formatMoney(order.refundedCents)} on {timeText(order.refundedAt)} (reference {order.refundReference})
              </dd>
            </>
          )}
        </dl>
      </section>

      {order.can.cancel && can(staffRole, 'orders.refund') && (
        <CancelOrderForm paidCents={order.totalCents} busy={busy} onCancel={cancel} />
      )}

      <section aria-labelledby="order-history" className={styles.panel}>
        <h2 id="order-history" className={styles.panelTitle}>
          History
        </h2>
        <ol className={styles.history}>
          {order.history.map((entry, index) => (
            <li key={index}>
              {orderStatusNames[entry.status]}, {timeText(entry.at)}
              {entry.by ? ` by ${entry.by}` : ' (paid on the website)'}
              {entry.reason ? `: ${entry.reason}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Actions(props: {
  order: StaffOrderDetail;
  staffRole: StaffRole;
  busy: boolean;
  act: (type: 'accept' | 'deliver', words: string) => Promise<void>;
}) {
  const { order, busy, act } = props;
  if (!order.can.accept && !order.can.deliver) return null;
  return (
    <div className={styles.actions}>
      {order.can.accept && (
        <button
          type="button"
          className={button({ tone: 'primary' })}
          disabled={busy}
          onClick={() => void act('accept', 'The order is accepted.')}
        >
          Accept the order
        </button>
      )}
      {order.can.deliver && (
        <button
          type="button"
          className={button({ tone: 'primary' })}
          disabled={busy}
          onClick={() => void act('deliver', 'The order is marked delivered.')}
        >
          Mark delivered
        </button>
      )}
    </div>
  );
}
