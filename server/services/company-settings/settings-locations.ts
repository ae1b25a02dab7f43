import { and, asc, count, eq, exists, inArray, isNull, max, ne, type SQL } from 'drizzle-orm';
import { LOCATIONS_MAX, type LocationBody, type SettingsLocation } from '#contract/company-settings.ts';
import { cases, locations } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { toLocation } from '#server/services/active-locations.ts';

/*
 * The company's locations in its settings (decision 0089): added, changed, retired and brought back,
 * never deleted: cases, requests, orders and obituary events name them (their foreign keys restrict
 * the delete too). Retired, the site, the planning wizard and a new case no longer offer it
 * (services/active-locations.ts). One location at least stays in service: the wizard needs one.
 */

export type LocationOutcome =
  { kind: 'saved'; location: SettingsLocation } | { kind: 'not-found' } | { kind: 'last-location' };

type LocationRow = typeof locations.$inferSelect;

const toSettingsLocation = (row: LocationRow, caseCount: number): SettingsLocation => ({
  ...toLocation(row),
  retired: row.retiredAt !== null,
  caseCount,
});

const columnsOf = (body: LocationBody) => ({
  name: body.name,
  addressLine1: body.address.line1,
  addressLine2: body.address.line2 || null,
  city: body.address.city,
  region: body.address.region,
  postalCode: body.address.postalCode,
  country: body.address.country,
  phoneNumber: body.phoneNumber,
  email: body.email,
});

async function caseCountsOf(scope: TenantScope, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await scope
    .select({ locationId: cases.locationId, total: count() })
    .from(cases, inArray(cases.locationId, ids))
    .groupBy(cases.locationId);
  return new Map(rows.map((row) => [row.locationId, Number(row.total)]));
}

async function withCaseCounts(scope: TenantScope, rows: LocationRow[]): Promise<SettingsLocation[]> {
  const counts = await caseCountsOf(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSettingsLocation(row, counts.get(row.id) ?? 0));
}

/** Every location, retired ones too, in display order. */
export async function listSettingsLocations(scope: TenantScope): Promise<SettingsLocation[]> {
  const rows = await scope
    .selectAll(locations)
    .orderBy(asc(locations.position), asc(locations.id))
    .limit(LOCATIONS_MAX);
  return withCaseCounts(scope, rows);
}

/** A new location, last in display order. */
export async function addLocation(scope: TenantScope, body: LocationBody, now: Date): Promise<SettingsLocation> {
  const [last] = await scope.select({ position: max(locations.position) }).from(locations);
  const position = last?.position == null ? 0 : last.position + 1;
  const [row] = await scope
    .insert(locations, { ...columnsOf(body), position, retiredAt: body.retired ? now : null })
    .returning();
  return toSettingsLocation(row!, 0);
}

/**
 * The location as the body says. Retiring keeps the first moment it was retired; it is refused for
 * the last location in service, in the same statement that retires it.
 */
export async function updateLocation(
  scope: TenantScope,
  id: number,
  body: LocationBody,
  now: Date,
): Promise<LocationOutcome> {
  const [current] = await scope.select({ retiredAt: locations.retiredAt }).from(locations, eq(locations.id, id));
  if (!current) return { kind: 'not-found' };
  let where: SQL | undefined = eq(locations.id, id);
  if (body.retired && current.retiredAt === null) {
    const another = scope
      .select({ id: locations.id })
      .from(locations, and(ne(locations.id, id), isNull(locations.retiredAt)));
    where = and(where, exists(another));
  }
  const retiredAt = body.retired ? (current.retiredAt ?? now) : null;
  const [row] = await scope.update(locations, { ...columnsOf(body), retiredAt }, where).returning();
  if (!row) return { kind: 'last-location' };
  return { kind: 'saved', location: (await withCaseCounts(scope, [row]))[0]! };
}
