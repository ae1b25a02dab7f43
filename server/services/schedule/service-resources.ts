import { and, asc, eq, max } from 'drizzle-orm';
import type { ApiIssue } from '#contract/errors.ts';
import { SERVICE_RESOURCES_MAX, type ServiceResource, type ServiceResourceBody } from '#contract/staff-calendar.ts';
import { validationText } from '#contract/validation-messages.ts';
import { locations, serviceResources } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The chapels and hearses events book (decision 0125), kept in Settings: added, renamed, moved and
 * retired, never deleted, so an event that booked one keeps it. A chapel is in one of the company's
 * locations (the database checks it has one; the location must be the company's, checked here).
 */

type Row = typeof serviceResources.$inferSelect;

const toResource = (row: Row): ServiceResource => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  locationId: row.locationId,
  retired: row.retiredAt !== null,
});

/** Every chapel and hearse, retired ones too: chapels by location, then hearses, each in the order added. */
export async function listServiceResources(scope: TenantScope): Promise<ServiceResource[]> {
  const rows = await scope
    .selectAll(serviceResources)
    .orderBy(asc(serviceResources.kind), asc(serviceResources.position), asc(serviceResources.id))
    .limit(SERVICE_RESOURCES_MAX);
  return rows.map(toResource);
}

export type ResourceOutcome =
  { kind: 'saved'; resource: ServiceResource } | { kind: 'invalid'; issues: ApiIssue[] } | { kind: 'not-found' };

/** The body's location, if it names one, must be the company's: else one issue at its path. */
async function locationIssues(scope: TenantScope, body: ServiceResourceBody): Promise<ApiIssue[]> {
  if (body.locationId === null) return [];
  const rows = await scope.select({ id: locations.id }).from(locations).orderBy(asc(locations.position));
  const known = rows.map((row) => row.id);
  return known.includes(body.locationId)
    ? []
    : [{ path: 'locationId', message: validationText.invalidOption(known.join(', ')) }];
}

export async function addServiceResource(
  scope: TenantScope,
  body: ServiceResourceBody,
  now: Date,
): Promise<ResourceOutcome> {
  const issues = await locationIssues(scope, body);
  if (issues.length > 0) return { kind: 'invalid', issues };
  const [last] = await scope
    .select({ position: max(serviceResources.position) })
    .from(serviceResources, eq(serviceResources.kind, body.kind));
  const [row] = await scope
    .insert(serviceResources, {
      kind: body.kind,
      name: body.name,
      locationId: body.locationId,
      position: last?.position == null ? 0 : last.position + 1,
      retiredAt: body.retired ? now : null,
    })
    .returning();
  return { kind: 'saved', resource: toResource(row!) };
}

/** The chapel or hearse as the body says; its kind does not change (an event booked it as one). */
export async function updateServiceResource(
  scope: TenantScope,
  id: number,
  body: ServiceResourceBody,
  now: Date,
): Promise<ResourceOutcome> {
  const [current] = await scope
    .select({ kind: serviceResources.kind, retiredAt: serviceResources.retiredAt })
    .from(serviceResources, eq(serviceResources.id, id));
  if (!current) return { kind: 'not-found' };
  if (current.kind !== body.kind)
    return { kind: 'invalid', issues: [{ path: 'kind', message: validationText.invalidOption(current.kind) }] };
  const issues = await locationIssues(scope, body);
  if (issues.length > 0) return { kind: 'invalid', issues };
  const [row] = await scope
    .update(
      serviceResources,
      { name: body.name, locationId: body.locationId, retiredAt: body.retired ? (current.retiredAt ?? now) : null },
      and(eq(serviceResources.id, id)),
    )
    .returning();
  return row ? { kind: 'saved', resource: toResource(row) } : { kind: 'not-found' };
}
