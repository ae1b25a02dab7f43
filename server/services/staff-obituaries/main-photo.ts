import { eq } from 'drizzle-orm';
import { obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { storeObituaryPhoto } from '#server/services/family/media/case-photo.ts';

/*
 * The console's upload of an obituary's main photo (decision 0066), for a case whose family has given
 * none (a case handled elsewhere): the family's own obituary photo path (services/family/media/
 * case-photo.ts), without marking the family's upload-obituary-photo task, which is theirs.
 */

/** The case of the company's obituary `id`, or null: checked before an upload body is read. */
export async function obituaryCaseOf(scope: TenantScope, id: number): Promise<number | null> {
  const [row] = await scope.select({ caseId: obituaries.caseId }).from(obituaries, eq(obituaries.id, id)).limit(1);
  return row?.caseId ?? null;
}

/** No task of the family's is marked: the console only stores the photo and makes it the obituary's. */
export { storeObituaryPhoto as uploadMainPhoto };
