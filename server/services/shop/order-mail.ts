import type { OrderSummary } from '#contract/shop.ts';
import { deliveryText, ORDER_KEY_FRAGMENT, orderThanksPath } from '#contract/shop-text.ts';
import { formatMoney } from '#contract/money.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';

export interface OrderMailFacts {
  companyName: string;
  companyPhone: string;
  /** The company's public site, no trailing slash; null when none is configured (no link then). */
  siteUrl: string | null;
  to: string;
  obituary: { id: number; nameSlug: string };
  order: OrderSummary;
  accessKey: string;
}

/**
 * The purchaser's confirmation: the summary, and the thanks page's link with the access key in
 * the fragment (decision 0034). The link is built from the company's configured site URL, never a
 * request header (DESIGN §4).
 */
export function orderConfirmationMail(facts: OrderMailFacts): OutboxMail {
  const { order } = facts;
  const link = facts.siteUrl
    ? `${facts.siteUrl}${orderThanksPath(facts.obituary, order.publicId)}#${ORDER_KEY_FRAGMENT}=${facts.accessKey}`
    : null;
  const lines = [
    `Dear ${order.purchaserName},`,
    '',
    `Thank you for your order in memory of ${order.deceasedName}. Your payment was received.`,
    '',
    `  ${order.quantity} × ${order.productName}: ${formatMoney(order.quantity * order.unitPriceCents)}`,
    ...(order.deliveryFeeCents > 0 ? [`  Delivery: ${formatMoney(order.deliveryFeeCents)}`] : []),
    `  Total paid: ${formatMoney(order.totalCents)}`,
    `  Delivery to: ${deliveryText(order.delivery)}`,
    ...(order.cardMessage ? [`  Card message: ${order.cardMessage}`] : []),
    '',
    ...(link ? ['See your order at any time:', link, ''] : []),
    `Questions? Call ${facts.companyName} at ${facts.companyPhone}.`,
  ];
  return {
    kind: 'shop.order-confirmation',
    fromName: facts.companyName,
    to: facts.to,
    subject: `Your order in memory of ${order.deceasedName}`,
    text: lines.join('\n'),
  };
}
