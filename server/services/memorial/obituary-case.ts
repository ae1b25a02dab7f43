import { and, eq, isNotNull } from 'drizzle-orm';
import { obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/** The published obituary with this id and its case, or null (unknown, unpublished, another company's). */
export async function findObituaryCase(
  scope: TenantScope,
  obituaryId: number,
): Promise<{ id: number; caseId: number } | null> {
  const [row] = await scope
    .select({ id: obituaries.id, caseId: obituaries.caseId })
    .from(obituaries, and(eq(obituaries.id, obituaryId), isNotNull(obituaries.publishedAt)))
    .limit(1);
  return row ?? null;
}
