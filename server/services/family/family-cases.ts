import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FamilyCase, FamilyCasesPage } from '#contract/family-cases.ts';
import { arrangements, cases, contracts, locations, obituaries, obituaryEvents } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { progressOf } from './arrangement-view.ts';
import { loadArrangement } from './load-arrangement.ts';
import { caseStatementOf } from './statement.ts';

/* GET /api/family/cases and GET /api/family/cases/{caseId}: the member's cases, through the CaseScope. */

const summaryFields = {
  id: cases.id,
  nameSlug: cases.nameSlug,
  locationId: cases.locationId,
  decedentName: cases.decedentName,
  status: cases.status,
};

type FirstService = { serviceAt: string; serviceTimeZone: string };

/** Each case's first service (the earliest, held or not), by case id: one query for a page of cases. */
async function firstServices(scope: CaseScope, caseIds: number[]): Promise<Map<number, FirstService>> {
  if (caseIds.length === 0) return new Map();
  const rows = await scope
    .select({ caseId: obituaries.caseId, startsAt: obituaryEvents.startsAt, timeZone: obituaryEvents.timeZone })
    .from(obituaryEvents, eq(obituaryEvents.kind, 'service'))
    .innerJoin(
      obituaries,
      and(
        eq(obituaries.id, obituaryEvents.obituaryId),
        scope.ownsCase(obituaries),
        inArray(obituaries.caseId, caseIds),
      ),
    )
    .orderBy(asc(obituaryEvents.startsAt), asc(obituaryEvents.id));
  const found = new Map<number, FirstService>();
  for (const row of rows) {
    if (!found.has(row.caseId))
      found.set(row.caseId, { serviceAt: row.startsAt.toISOString(), serviceTimeZone: row.timeZone });
  }
  return found;
}

export async function listFamilyCases(
  scope: CaseScope,
  paging: { page: number; pageSize: number },
): Promise<FamilyCasesPage> {
  const [rows, total] = await Promise.all([
    scope
      .select({
        ...summaryFields,
        locationName: locations.name,
        packageId: arrangements.packageId,
        signedAt: contracts.signedAt,
      })
      .from(cases)
      .innerJoin(locations, and(eq(locations.id, cases.locationId), scope.owns(locations)))
      .leftJoin(arrangements, and(eq(arrangements.caseId, cases.id), scope.ownsCase(arrangements)))
      .leftJoin(contracts, and(eq(contracts.caseId, cases.id), scope.ownsCase(contracts)))
      .orderBy(desc(cases.createdAt), desc(cases.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    scope.count(cases),
  ]);
  const services = await firstServices(
    scope,
    rows.map((row) => row.id),
  );
  const items = rows.map(({ packageId, signedAt, ...listed }) => ({
    ...listed,
    ...(services.get(listed.id) ?? { serviceAt: null, serviceTimeZone: null }),
    progress: { packageChosen: packageId !== null, signedAt: signedAt?.toISOString() ?? null },
  }));
  return { items, page: paging.page, pageSize: paging.pageSize, total };
}

const addressOf = (row: typeof locations.$inferSelect): string =>
  [row.addressLine1, row.addressLine2, row.city, `${row.region} ${row.postalCode}`].filter(Boolean).join(', ');

/** The case home: who, when, where, the director, the arrangement's progress and the balance. */
export async function findFamilyCase(scope: CaseScope, caseId: number): Promise<FamilyCase | null> {
  const loaded = await loadArrangement(scope, caseId);
  if (!loaded) return null;
  const [[location], [obituary], services] = await Promise.all([
    scope.selectAll(locations, eq(locations.id, loaded.case.locationId)),
    scope
      .select({ bornOn: obituaries.bornOn, diedOn: obituaries.diedOn })
      .from(obituaries, eq(obituaries.caseId, caseId))
      .limit(1),
    firstServices(scope, [caseId]),
  ]);
  if (!location) return null;
  const service = services.get(caseId);
  const statement = loaded.lines.length > 0 ? await caseStatementOf(scope, loaded) : null;
  const { directorName, ...summary } = loaded.case;
  return {
    ...summary,
    location: { id: location.id, name: location.name, phoneNumber: location.phoneNumber, address: addressOf(location) },
    // Staff accounts have no phone of their own: the family calls the director at the location (decision 0105).
    director: directorName ? { name: directorName, phoneNumber: location.phoneNumber } : null,
    dates: {
      bornOn: obituary?.bornOn ?? null,
      diedOn: obituary?.diedOn ?? null,
      serviceAt: service?.serviceAt ?? null,
      serviceTimeZone: service?.serviceTimeZone ?? null,
    },
    progress: progressOf(loaded),
    balance: statement
      ? { totalCents: statement.totalCents, paidCents: statement.paidCents, balanceCents: statement.balanceCents }
      : null,
  };
}
