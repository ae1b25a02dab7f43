import { and, desc, eq } from 'drizzle-orm';
import type { MemoriesQuery, ObituaryMemories } from '#contract/memorial.ts';
import { media, memorialWallComments } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { responsivePhoto } from '#server/services/media/public-media.ts';
import { wallSettingsOf } from './wall-settings.ts';

const approvedOf = (caseId: number) =>
  and(eq(memorialWallComments.caseId, caseId), eq(memorialWallComments.status, 'approved'));

/**
 * The wall's approved memories, newest first (ties by id, so pages never overlap); none while the
 * family hides the wall. The writer's email is never selected, so it cannot leak into the answer.
 */
export async function listMemories(
  scope: TenantScope,
  caseId: number,
  { page, pageSize }: MemoriesQuery,
): Promise<ObituaryMemories> {
  const wall = await wallSettingsOf(scope, caseId);
  if (!wall.shown) return { items: [], page, pageSize, total: 0, wall };
  const [rows, total] = await Promise.all([
    scope
      .select({
        id: memorialWallComments.id,
        authorName: memorialWallComments.authorName,
        body: memorialWallComments.body,
        createdAt: memorialWallComments.createdAt,
        photo: { id: media.id, variants: media.variants },
      })
      .from(memorialWallComments, approvedOf(caseId))
      .leftJoin(media, and(eq(media.id, memorialWallComments.photoMediaId), scope.owns(media)))
      .orderBy(desc(memorialWallComments.createdAt), desc(memorialWallComments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    scope.count(memorialWallComments, approvedOf(caseId)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      authorName: row.authorName,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      photo: row.photo ? responsivePhoto({ ...row.photo, caption: `Photo shared by ${row.authorName}` }) : null,
    })),
    page,
    pageSize,
    total,
    wall,
  };
}
