import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { AlbumEdit, FamilyPhoto, FamilyPhotos } from '#contract/family-media.ts';
import { media } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePhoto, type PhotoRefusal } from '#server/media/photo-intake.ts';
import type { StagedUpload } from '#server/media/upload-staging.ts';
import { responsivePhoto } from '#server/services/media/public-media.ts';
import { completeCaseTask } from '../tasks/case-tasks.ts';
import type { CaseFileLinks } from '../case-files.ts';

/*
 * The family's photo album (task upload-photos): photos in their order, each through the one photo
 * intake (decision 0032) before anything is recorded, so a refused file leaves no row; the first
 * photo finishes the task.
 */

const albumOf = (caseId: number) => and(eq(media.caseId, caseId), eq(media.album, 'photos'), eq(media.kind, 'photo'));

const photoFields = { id: media.id, caption: media.caption, position: media.position, variants: media.variants };

type PhotoRow = { id: number; caption: string; position: number; variants: (typeof media.$inferSelect)['variants'] };

function toFamilyPhoto(links: CaseFileLinks, row: PhotoRow): FamilyPhoto[] {
  const image = responsivePhoto(row, 320, links.url);
  return image ? [{ id: row.id, caption: row.caption, position: row.position, image }] : [];
}

/** The album in order; null when the case is not the member's. */
export async function listFamilyPhotos(
  scope: CaseScope,
  links: CaseFileLinks,
  caseId: number,
): Promise<FamilyPhotos | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const rows = await scope.select(photoFields).from(media, albumOf(caseId)).orderBy(asc(media.position), asc(media.id));
  return { items: rows.flatMap((row) => toFamilyPhoto(links, row)) };
}

export type AddPhotoOutcome = { kind: 'refused'; reason: PhotoRefusal } | { kind: 'added'; photo: FamilyPhoto };

/** One photo at the end of the album. The caller checked membership before reading the body. */
export async function addFamilyPhoto(
  deps: { media: MediaStore },
  scope: CaseScope,
  links: CaseFileLinks,
  caseId: number,
  upload: StagedUpload,
  caption: string,
  now: Date,
): Promise<AddPhotoOutcome> {
  const intake = await intakePhoto(deps.media, upload);
  if (intake.kind === 'refused') return intake;
  const { width, height, variants } = intake.photo;
  const row = await scope.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(media.position) }).from(media, albumOf(caseId));
    const [inserted] = await tx
      .insert(media, {
        caseId,
        kind: 'photo',
        album: 'photos',
        caption,
        position: (last?.position ?? -1) + 1,
        width,
        height,
        variants,
      })
      .returning(photoFields);
    await completeCaseTask(tx, caseId, 'upload-photos', now);
    return inserted!;
  });
  return { kind: 'added', photo: toFamilyPhoto(links, row)[0]! };
}

/** Removes one album photo; false when there is no such photo in the member's case. */
export async function deleteFamilyPhoto(scope: CaseScope, caseId: number, mediaId: number): Promise<boolean> {
  const removed = await scope.delete(media, and(albumOf(caseId), eq(media.id, mediaId))).returning({ id: media.id });
  return removed.length > 0;
}

export type AlbumEditOutcome =
  { kind: 'not-found' } | { kind: 'invalid'; message: string } | { kind: 'done'; album: FamilyPhotos };

/** New captions and order for the whole album: every photo named once, none from elsewhere. */
export async function editFamilyAlbum(
  scope: CaseScope,
  links: CaseFileLinks,
  caseId: number,
  edit: AlbumEdit,
): Promise<AlbumEditOutcome> {
  if (!scope.isMemberOf(caseId)) return { kind: 'not-found' };
  const ids = edit.photos.map((photo) => photo.id);
  await scope.transaction(async (tx) => {
    const found = await tx.select({ id: media.id }).from(media, and(albumOf(caseId), inArray(media.id, ids)));
    if (found.length !== new Set(ids).size || found.length !== ids.length) return;
    for (const [position, photo] of edit.photos.entries()) {
      await tx.update(media, { position, caption: photo.caption }, and(albumOf(caseId), eq(media.id, photo.id)));
    }
  });
  const album = await listFamilyPhotos(scope, links, caseId);
  const known = new Set(album?.items.map((photo) => photo.id));
  if (!album || ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length) {
    return { kind: 'invalid', message: 'Every photo must be one of this album, named once' };
  }
  return { kind: 'done', album };
}
