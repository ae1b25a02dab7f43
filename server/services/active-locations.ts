import { isNull } from 'drizzle-orm';
import type { Location } from '#contract/website.ts';
import { locations } from '#server/db/schema.ts';

/**
 * The locations new work may choose: not retired (decision 0089). The public site, the planning
 * wizard and its submissions, the price list and a new case read only these; a retired location's
 * cases, requests, orders and obituary events keep it.
 */
export const activeLocation = isNull(locations.retiredAt);

/** A location as the site and the settings show it: its address in one piece, line 2 only when set. */
export const toLocation = (row: typeof locations.$inferSelect): Location => ({
  id: row.id,
  name: row.name,
  address: {
    line1: row.addressLine1,
    ...(row.addressLine2 ? { line2: row.addressLine2 } : {}),
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
  },
  phoneNumber: row.phoneNumber,
  email: row.email,
});
