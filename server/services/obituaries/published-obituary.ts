import { and, eq, isNotNull } from 'drizzle-orm';
import { nameSlug } from '#contract/name-fold.ts';
import { obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * STAND-IN until the lead's "Obituary spine" commit lands on obit-base (same path and signature):
 * take the spine's version at merge.
 */
export async function findPublishedObituary(scope: TenantScope, id: number) {
  const [row] = await scope
    .select({ id: obituaries.id, caseId: obituaries.caseId, fullName: obituaries.fullName })
    .from(obituaries, and(eq(obituaries.id, id), isNotNull(obituaries.publishedAt)))
    .limit(1);
  return row ? { ...row, nameSlug: nameSlug(row.fullName) } : null;
}
