import { and, desc, eq } from 'drizzle-orm';
import { nameSlug } from '#contract/name-fold.ts';
import { OBITUARY_SLUG_FALLBACK, obituaryPath } from '#contract/obituary-path.ts';
import type { MemoryCounts, StaffMemoriesPage, StaffMemoriesQuery } from '#contract/staff-memories.ts';
import { media, memorialWallComments, obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { CaseFileLinks } from '#server/services/family/case-files.ts';
import { memoryColumns, memoryView } from '#server/services/memorial/memory-row.ts';

/*
 * The console's memories: what visitors wrote on every obituary of the company,
 * of one status, newest first (the latest is what a visitor is waiting to see), each with the
 * obituary it was written on. Three queries, whatever the page holds.
 */

const waiting = eq(memorialWallComments.status, 'pending');

export async function listStaffMemories(
  scope: TenantScope,
  { status, page, pageSize }: StaffMemoriesQuery,
  links: CaseFileLinks,
): Promise<StaffMemoriesPage> {
  const where = eq(memorialWallComments.status, status);
  const [rows, total, pendingTotal] = await Promise.all([
    scope
      .select({
        ...memoryColumns,
        obituary: { id: obituaries.id, fullName: obituaries.fullName, state: obituaries.publicationState },
      })
      .from(memorialWallComments, where)
      .innerJoin(obituaries, and(eq(obituaries.caseId, memorialWallComments.caseId), scope.owns(obituaries)))
      .leftJoin(media, and(eq(media.id, memorialWallComments.photoMediaId), scope.owns(media)))
      .orderBy(desc(memorialWallComments.createdAt), desc(memorialWallComments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    scope.count(memorialWallComments, where),
    scope.count(memorialWallComments, waiting),
  ]);
  return {
    items: rows.map(({ obituary, ...row }) => ({
      ...memoryView(row, links),
      obituary: {
        ...obituary,
        publicPath:
          obituary.state === 'published'
            ? obituaryPath({ id: obituary.id, nameSlug: nameSlug(obituary.fullName, OBITUARY_SLUG_FALLBACK) })
            : null,
      },
    })),
    page,
    pageSize,
    total,
    pendingTotal,
  };
}

/** How many memories of the company wait for a decision: one count, cheap enough for every page. */
export async function memoryCounts(scope: TenantScope): Promise<MemoryCounts> {
  return { pending: await scope.count(memorialWallComments, waiting) };
}
