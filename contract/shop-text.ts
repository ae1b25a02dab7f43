import { eventTimeText } from './time-text.ts';
import { obituaryPath } from './obituary-path.ts';

/*
 * How the shop's times and deliveries read, on its pages and in its mail alike (its money reads as all
 * money does: contract/money.ts). No zod here: the shop's pages load no schema code (decision 0007).
 */

/** A delivery choice as contract/shop.ts deliveryOption has it (only what its words need). */
export type DeliveryPlace =
  { kind: 'family' } | { kind: 'event'; eventName: string; placeName: string; startsAt: string; timeZone: string };

/**
 * How a delivery choice reads, in the form, on the thanks page and in the mail alike; the event is
 * named as the obituary names it ("Funeral service", "Scattering of ashes").
 */
export function deliveryText(option: DeliveryPlace): string {
  if (option.kind === 'family') return 'To the family (the funeral home hands it to them)';
  return `${option.eventName} at ${option.placeName}, ${eventTimeText(option.startsAt, option.timeZone)}`;
}

/** The order's thanks page; the mail's link adds `#key=<access key>` (decision 0034). */
export const orderThanksPath = (obituary: { id: number; nameSlug: string }, publicId: string): string =>
  `${obituaryPath(obituary)}/shop/order/${publicId}/thanks`;

/** The fragment the mail's link carries the access key in: never sent to a server, never logged. */
export const ORDER_KEY_FRAGMENT = 'key';
