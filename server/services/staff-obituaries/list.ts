import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { foldName } from '#contract/name-fold.ts';
import { publicationStates, type PublicationState } from '#contract/obituary-publication.ts';
import type { StaffObituaryList, StaffObituaryListQuery } from '#contract/staff-obituaries.ts';
import { cases, locations, obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The console's obituary list: every obituary of the company, newest first, by name
 * (folded as the public search folds it), state and case, paged; with how many are in each state for the
 * list's tabs. Three queries, whatever the page holds.
 */

// LIKE's own wildcards in what was typed are letters to match, not patterns.
const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listStaffObituaries(
  scope: TenantScope,
  { q, state, caseId, page, pageSize }: StaffObituaryListQuery,
): Promise<StaffObituaryList> {
  const folded = q ? foldName(q) : '';
  const where: SQL | undefined = and(
    folded ? like(obituaries.searchName, `%${escapeLike(folded)}%`) : undefined,
    state ? eq(obituaries.publicationState, state) : undefined,
    caseId ? eq(obituaries.caseId, caseId) : undefined,
  );
  const rows = await scope
    .select({
      id: obituaries.id,
      caseId: obituaries.caseId,
      fullName: obituaries.fullName,
      diedOn: obituaries.diedOn,
      state: obituaries.publicationState,
      draftTextHtml: obituaries.draftTextHtml,
      locationId: locations.id,
      locationName: locations.name,
      createdAt: obituaries.createdAt,
      updatedAt: obituaries.updatedAt,
      publishedAt: obituaries.publishedAt,
    })
    .from(obituaries, where)
    .innerJoin(cases, and(eq(cases.id, obituaries.caseId), scope.owns(cases)))
    .innerJoin(locations, and(eq(locations.id, cases.locationId), scope.owns(locations)))
    .orderBy(desc(obituaries.createdAt), desc(obituaries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await scope.count(obituaries, where);
  const byState = await scope
    .select({ state: obituaries.publicationState, total: count() })
    .from(obituaries)
    .groupBy(obituaries.publicationState);
  const counts = Object.fromEntries(publicationStates.map((name) => [name, 0])) as Record<PublicationState, number>;
  for (const row of byState) counts[row.state] = row.total;
  return {
    items: rows.map(({ draftTextHtml, createdAt, updatedAt, publishedAt, ...row }) => ({
      ...row,
      changeWaiting: draftTextHtml !== null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      publishedAt: publishedAt?.toISOString() ?? null,
    })),
    page,
    pageSize,
    total,
    counts,
  };
}
