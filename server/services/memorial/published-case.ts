import { and, eq, isNotNull } from 'drizzle-orm';
import { obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/** Whether the case has a published obituary: what makes its albums, wall and video public at all. */
export async function isCasePublished(scope: TenantScope, caseId: number): Promise<boolean> {
  return (await scope.count(obituaries, and(eq(obituaries.caseId, caseId), isNotNull(obituaries.publishedAt)))) > 0;
}
