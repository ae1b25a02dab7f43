import { isNull } from 'drizzle-orm';
import { locations } from '#server/db/schema.ts';

/**
 * The locations new work may choose: not retired (decision 0089). The public site, the planning
 * wizard and its submissions, the price list and a new case read only these; a retired location's
 * cases, requests, orders and obituary events keep it.
 */
export const activeLocation = isNull(locations.retiredAt);
