import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import {
  cases,
  media,
  memorialVideos,
  memorialWallSettings,
  obituaries,
  type WallModeration,
  type WallPosting,
} from '#server/db/schema.ts';
import { fileNameOf } from '#server/media/media-keys.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePhoto } from '#server/media/photo-intake.ts';
import { tenantScope, type TenantScope } from '#server/db/tenant-scope.ts';
import type { App } from '#server/app.ts';
import { testClientAddressHeader } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/** The demo obituary (published or not) with this name: its id and case. */
export async function demoObituary(scope: TenantScope, fullName: string): Promise<{ id: number; caseId: number }> {
  const [row] = await scope
    .select({ id: obituaries.id, caseId: obituaries.caseId })
    .from(obituaries, eq(obituaries.fullName, fullName))
    .limit(1);
  if (!row) throw new Error(`No demo obituary ${fullName}`);
  return row;
}

export const demoScope = (database: TestDatabase) => tenantScope(database.db, database.demoCompanyId);

/** Sets a case's wall settings (inserting the row the seed leaves out). */
export async function setWall(
  scope: TenantScope,
  caseId: number,
  wall: { moderation?: WallModeration; posting?: WallPosting; shown?: boolean },
): Promise<void> {
  await scope.delete(memorialWallSettings, eq(memorialWallSettings.caseId, caseId));
  await scope.insert(memorialWallSettings, { caseId, ...wall });
}

export async function setVideoApproved(scope: TenantScope, caseId: number, approvedAt: Date | null) {
  await scope.update(memorialVideos, { approvedAt }, eq(memorialVideos.caseId, caseId));
}

export interface MemoryForm {
  name?: string;
  email?: string;
  text?: string;
  photo?: { bytes: Uint8Array; name: string; type: string };
}

/** POST …/memories as a browser's form sends it (multipart/form-data). */
export function postMemoryForm(
  app: App,
  obituaryId: number,
  form: MemoryForm,
  { host = 'localhost', from }: { host?: string; from?: string } = {},
) {
  const body = new FormData();
  if (form.name !== undefined) body.set('name', form.name);
  if (form.email !== undefined) body.set('email', form.email);
  if (form.text !== undefined) body.set('text', form.text);
  if (form.photo)
    body.set('photo', new File([Uint8Array.from(form.photo.bytes)], form.photo.name, { type: form.photo.type }));
  return app.request(`/api/web/obituaries/${obituaryId}/memories`, {
    method: 'POST',
    headers: { 'X-Host': host, Accept: 'application/json', ...(from ? { [testClientAddressHeader]: from } : {}) },
    body,
  });
}

export interface MemorialIds {
  obituary: number;
  /** An album photo and a file name it is served under. */
  photo: { id: number; file: string };
}

const memorialIds = new WeakMap<TenantScope, Promise<MemorialIds>>();

/**
 * A published obituary with one album photo in the company: the first the seed made, else one
 * made here (the second test company's seed has none). For tests that call every route.
 */
export function memorialIdsOf(scope: TenantScope, store: MediaStore, locationId: number): Promise<MemorialIds> {
  let ids = memorialIds.get(scope);
  if (!ids) memorialIds.set(scope, (ids = findOrMakeMemorial(scope, store, locationId)));
  return ids;
}

async function findOrMakeMemorial(scope: TenantScope, store: MediaStore, locationId: number): Promise<MemorialIds> {
  const [found] = await scope
    .select({ obituary: obituaries.id, photo: media.id, variants: media.variants })
    .from(obituaries, isNotNull(obituaries.publishedAt))
    .innerJoin(media, and(eq(media.caseId, obituaries.caseId), eq(media.album, 'photos'), scope.owns(media)))
    .limit(1);
  if (found) return { obituary: found.obituary, photo: { id: found.photo, file: fileNameOf(found.variants[0]!.key) } };

  const intake = await intakePhoto(
    store,
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
  );
  if (intake.kind !== 'stored') throw new Error('fixture photo refused');
  const [made] = await scope
    .insert(cases, { locationId, status: 'AT_NEED', decedentName: 'Fixture Person', nameSlug: 'fixture-person' })
    .returning({ id: cases.id });
  const [obituary] = await scope
    .insert(obituaries, {
      caseId: made!.id,
      fullName: 'Fixture Person',
      searchName: 'fixture person',
      diedOn: '2026-01-02',
      publishedAt: new Date(),
    })
    .returning({ id: obituaries.id });
  const [photo] = await scope
    .insert(media, { caseId: made!.id, kind: 'photo', album: 'photos', ...intake.photo })
    .returning({ id: media.id });
  return { obituary: obituary!.id, photo: { id: photo!.id, file: fileNameOf(intake.photo.variants[0]!.key) } };
}
