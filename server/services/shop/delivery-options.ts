import { and, asc, eq, gt } from 'drizzle-orm';
import { eventName } from '#contract/obituary-event-kinds.ts';
import type { DeliveryOption } from '#contract/shop.ts';
import { obituaryEvents } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

type EventRow = typeof obituaryEvents.$inferSelect;

const familyOption: DeliveryOption = { kind: 'family' };

/** An event as a delivery choice (the cut-off it has is checked by the caller). */
export function eventOption(row: EventRow): DeliveryOption {
  return {
    kind: 'event',
    eventId: row.id,
    eventKind: row.kind,
    eventName: eventName(row),
    placeName: row.placeName,
    city: row.city,
    startsAt: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    cutoffAt: (row.deliveryCutoffAt ?? row.startsAt).toISOString(),
  };
}

/**
 * Where an order of this product can go now: the obituary's public events whose delivery cut-off is
 * still ahead (when the product goes to events at all), earliest first, then the family, always.
 */
export async function openDeliveryOptions(
  scope: TenantScope,
  obituaryId: number,
  deliversToEvents: boolean,
  now: Date,
): Promise<DeliveryOption[]> {
  if (!deliversToEvents) return [familyOption];
  const rows = await scope
    .selectAll(
      obituaryEvents,
      and(
        eq(obituaryEvents.obituaryId, obituaryId),
        eq(obituaryEvents.private, false),
        gt(obituaryEvents.deliveryCutoffAt, now),
      ),
    )
    .orderBy(asc(obituaryEvents.startsAt), asc(obituaryEvents.id));
  return [...rows.map(eventOption), familyOption];
}

/** The event an order names, if it is the obituary's (whatever its cut-off): for summaries. */
export async function findObituaryEvent(
  scope: TenantScope,
  obituaryId: number,
  eventId: number,
): Promise<EventRow | null> {
  const [row] = await scope
    .selectAll(obituaryEvents, and(eq(obituaryEvents.obituaryId, obituaryId), eq(obituaryEvents.id, eventId)))
    .limit(1);
  return row ?? null;
}
