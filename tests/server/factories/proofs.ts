import { eq } from 'drizzle-orm';
import { cases } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { insertStationeryProofs } from '#server/seed/family-content-seed.ts';

/*
 * The funeral home's stationery proofs on a case of a test's own (prayer card, programme, bookmark,
 * none approved), drawn with the case's name by the demo seed's own insert. The video proof is a
 * memorial video not approved yet: memorial.ts, `video: { approved: false }`.
 */
export async function createStationeryProofs(scope: TenantScope, store: MediaStore, caseId: number): Promise<void> {
  const [found] = await scope.select({ name: cases.decedentName }).from(cases, eq(cases.id, caseId));
  if (!found) throw new Error(`Proofs factory: no case ${caseId}`);
  await insertStationeryProofs(scope, store, { caseId, fullName: found.name });
}
