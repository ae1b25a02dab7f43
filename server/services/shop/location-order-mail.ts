import type { OrderSummary } from '#contract/shop.ts';
import { eventTimeText } from '#contract/time-text.ts';
import { deliveryText } from '#contract/shop-text.ts';
import { formatMoney } from '#contract/money.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';

export interface LocationOrderMailFacts {
  companyName: string;
  /** One person at the funeral home: the location's address, else whoever is told in its place (decision 0100). */
  to: string;
  locationName: string;
  order: OrderSummary;
  purchaserEmail: string;
  purchaserPhone: string;
}

/**
 * The funeral home's notice of a paid order (decision 0076), to the location that
 * delivers it: what, for whom, where and by when (the event's cut-off), the card's words, and who to
 * reply to. No link: the console's Orders page has it, behind the staff sign-in.
 */
export function locationOrderMail(facts: LocationOrderMailFacts): OutboxMail {
  const { order } = facts;
  const cutoff =
    order.delivery.kind === 'event'
      ? [`Order cut-off: ${eventTimeText(order.delivery.cutoffAt, order.delivery.timeZone)}`]
      : [];
  return {
    kind: 'shop.order-notification',
    fromName: facts.companyName,
    to: facts.to,
    replyTo: facts.purchaserEmail,
    subject: `New order: ${order.quantity} × ${order.productName} for ${order.deceasedName}`,
    text: [
      `A sympathy order was paid on the website, for ${facts.locationName} to deliver.`,
      '',
      `In memory of: ${order.deceasedName}`,
      `Item: ${order.quantity} × ${order.productName} (${formatMoney(order.totalCents)} paid)`,
      `Deliver to: ${deliveryText(order.delivery)}`,
      ...cutoff,
      `Card message: ${order.cardMessage || '(none)'}`,
      `From: ${order.purchaserName}, ${facts.purchaserEmail}, ${facts.purchaserPhone}`,
      `Order reference: ${order.publicId}`,
      '',
      'Accept it and mark it delivered in the staff console, under Orders. Reply to this mail to write to the sender.',
    ].join('\n'),
  };
}
