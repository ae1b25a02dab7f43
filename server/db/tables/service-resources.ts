import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../columns.ts';
import { companyId } from './companies.ts';
import { locations } from './site.ts';

export type ServiceResourceKind = 'chapel' | 'hearse';

/*
 * What a service event books besides its director (decision 0125): a chapel (a room of one of the
 * company's locations) or a hearse. Two events that book the same one at overlapping times are a
 * double booking (contract/schedule-conflicts.ts). Kept, never deleted, once an event names it:
 * retiring it (Settings) keeps the events that booked it and takes it out of the choices.
 */
export const serviceResources = pgTable(
  'service_resources',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind').$type<ServiceResourceKind>().notNull(),
    /** "Main chapel", "Garden room", "Cadillac hearse". */
    name: text('name').notNull(),
    /** The location a chapel is in (required for a chapel); a hearse's home location, if any. */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    check('service_resources_kind', sql`${t.kind} in ('chapel', 'hearse')`),
    check('service_resources_chapel_location', sql`${t.kind} <> 'chapel' or ${t.locationId} is not null`),
    index('service_resources_company_idx').on(t.companyId, t.kind, t.position),
  ],
);
