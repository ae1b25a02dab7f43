import { and, asc, desc, eq } from 'drizzle-orm';
import type { FamilyCase, FamilyCasesPage } from '#contract/family-cases.ts';
import { cases, locations, obituaries, obituaryEvents } from '#server/db/schema.ts';
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

export async function listFamilyCases(
  scope: CaseScope,
  paging: { page: number; pageSize: number },
): Promise<FamilyCasesPage> {
  const [items, total] = await Promise.all([
    scope
      .select(summaryFields)
      .from(cases)
      .orderBy(desc(cases.createdAt), desc(cases.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    scope.count(cases),
  ]);
  return { items, page: paging.page, pageSize: paging.pageSize, total };
}

const addressOf = (row: typeof locations.$inferSelect): string =>
  [row.addressLine1, row.addressLine2, row.city, `${row.region} ${row.postalCode}`].filter(Boolean).join(', ');

/** The case home: who, when, where, the director, the arrangement's progress and the balance. */
export async function findFamilyCase(scope: CaseScope, caseId: number): Promise<FamilyCase | null> {
  const loaded = await loadArrangement(scope, caseId);
  if (!loaded) return null;
  const [[location], [obituary]] = await Promise.all([
    scope.selectAll(locations, eq(locations.id, loaded.case.locationId)),
    scope
      .select({ id: obituaries.id, bornOn: obituaries.bornOn, diedOn: obituaries.diedOn })
      .from(obituaries, eq(obituaries.caseId, caseId))
      .limit(1),
  ]);
  if (!location) return null;
  const [service] = obituary
    ? await scope
        .select({ startsAt: obituaryEvents.startsAt, timeZone: obituaryEvents.timeZone })
        .from(obituaryEvents, and(eq(obituaryEvents.obituaryId, obituary.id), eq(obituaryEvents.kind, 'service')))
        .orderBy(asc(obituaryEvents.startsAt))
        .limit(1)
    : [];
  const statement = loaded.lines.length > 0 ? await caseStatementOf(scope, loaded) : null;
  const { directorName, directorPhone, ...summary } = loaded.case;
  return {
    ...summary,
    location: { id: location.id, name: location.name, phoneNumber: location.phoneNumber, address: addressOf(location) },
    director: directorName ? { name: directorName, phoneNumber: directorPhone ?? location.phoneNumber } : null,
    dates: {
      bornOn: obituary?.bornOn ?? null,
      diedOn: obituary?.diedOn ?? null,
      serviceAt: service?.startsAt.toISOString() ?? null,
      serviceTimeZone: service?.timeZone ?? null,
    },
    progress: progressOf(loaded),
    balance: statement
      ? { totalCents: statement.totalCents, paidCents: statement.paidCents, balanceCents: statement.balanceCents }
      : null,
  };
}
