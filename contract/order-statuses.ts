// No zod: the orders list's address reader (src/features/console-orders/orders-search.ts) runs in the
// console route's lazy loader, which needs no schema code (decision 0068).

/*
 * A paid shop order's life at the funeral home (decision 0076): new → accepted →
 * delivered, or cancelled (with its refund) from new or accepted. Delivered and cancelled are the
 * end. The server applies `orderStep` to the stored status; the console shows the buttons of
 * `orderActionsFrom`; neither keeps a rule of its own.
 */

export const orderStatuses = ['new', 'accepted', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusNames: Record<OrderStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const orderActions = ['accept', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof orderActions)[number];

const moves: Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>> = {
  new: { accept: 'accepted', cancel: 'cancelled' },
  accepted: { deliver: 'delivered', cancel: 'cancelled' },
  delivered: {},
  cancelled: {},
};

/** What `action` makes of an order in `status`; null when that status does not take it. */
export const orderStep = (status: OrderStatus, action: OrderAction): OrderStatus | null =>
  moves[status][action] ?? null;

/** The actions an order in `status` takes, in the page's order. */
export const orderActionsFrom = (status: OrderStatus): OrderAction[] =>
  orderActions.filter((action) => orderStep(status, action) !== null);

/** How the 409 names an action: "This order is delivered: it cannot be cancelled." */
const actionWords: Record<OrderAction, string> = { accept: 'accepted', deliver: 'delivered', cancel: 'cancelled' };

/** The 409 of an action the order's status does not take. */
export const orderRefusedMessage = (status: OrderStatus, action: OrderAction): string =>
  `This order is ${orderStatusNames[status].toLowerCase()}: it cannot be ${actionWords[action]}.`;
