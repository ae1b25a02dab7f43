import { eq } from 'drizzle-orm';
import { OBITUARY_PHOTO_ASPECT, type CasePhoto, type CasePhotoQuery } from '#contract/family-media.ts';
import { media, obituaries, type MediaVariant } from '#server/db/schema.ts';
import type { CaseScope, TenantScope } from '#server/db/tenant-scope.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePhoto, type PhotoCrop, type PhotoRefusal } from '#server/media/photo-intake.ts';
import type { StagedUpload } from '#server/media/upload-staging.ts';
import { responsivePhoto } from '#server/services/media/public-media.ts';
import { completeCaseTask } from '../tasks/case-tasks.ts';
import type { CaseFileLinks } from '../case-files.ts';

/*
 * The obituary's main photo (task upload-obituary-photo), cropped to the obituary's 4:5 shape on
 * the server: the largest 4:5 region centred in the family's crop box, or in the whole photo when
 * they sent none. The page shows the same box before saving, so what they saw is what is kept.
 */

/** The largest region of the obituary's shape centred in `box` (itself clamped to the photo). */
export function obituaryCrop(upright: { width: number; height: number }, box: CasePhotoQuery): PhotoCrop {
  const left = Math.min(box.left ?? 0, upright.width - 1);
  const top = Math.min(box.top ?? 0, upright.height - 1);
  const width = Math.min(box.width ?? upright.width, upright.width - left);
  const height = Math.min(box.height ?? upright.height, upright.height - top);
  const { width: aw, height: ah } = OBITUARY_PHOTO_ASPECT;
  const cropWidth = Math.max(1, Math.min(width, Math.floor((height * aw) / ah)));
  const cropHeight = Math.max(1, Math.min(height, Math.floor((cropWidth * ah) / aw)));
  return {
    left: left + Math.floor((width - cropWidth) / 2),
    top: top + Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
}

export type CasePhotoOutcome =
  { kind: 'not-found' } | { kind: 'refused'; reason: PhotoRefusal } | { kind: 'saved'; photo: CasePhoto };

/**
 * The one way an obituary photo is kept, the family's upload and the console's alike: cropped to the
 * obituary's shape by the photo intake, stored in the case's 'obituary' album and made the obituary's
 * main photo, with `alsoInTransaction` (the family's task) in the same transaction.
 */
export async function storeObituaryPhoto(
  deps: { media: MediaStore },
  scope: TenantScope,
  caseId: number,
  upload: StagedUpload,
  box: CasePhotoQuery,
  now: Date,
  alsoInTransaction?: (tx: TenantScope) => Promise<void>,
): Promise<{ kind: 'refused'; reason: PhotoRefusal } | { kind: 'stored'; id: number; variants: MediaVariant[] }> {
  const intake = await intakePhoto(deps.media, upload, (upright) => obituaryCrop(upright, box));
  if (intake.kind === 'refused') return intake;
  const { width, height, variants } = intake.photo;
  const id = await scope.transaction(async (tx) => {
    const [row] = await tx
      .insert(media, { caseId, kind: 'photo', album: 'obituary', width, height, variants })
      .returning({ id: media.id });
    await tx.update(obituaries, { photoMediaId: row!.id, updatedAt: now }, eq(obituaries.caseId, caseId));
    await alsoInTransaction?.(tx);
    return row!.id;
  });
  return { kind: 'stored', id, variants };
}

/** Stores the cropped photo and makes it the obituary's; the case must have an obituary. */
export async function saveCasePhoto(
  deps: { media: MediaStore },
  scope: CaseScope,
  links: CaseFileLinks,
  caseId: number,
  upload: StagedUpload,
  box: CasePhotoQuery,
  now: Date,
): Promise<CasePhotoOutcome> {
  if ((await scope.count(obituaries, eq(obituaries.caseId, caseId))) === 0) return { kind: 'not-found' };
  const stored = await storeObituaryPhoto(deps, scope, caseId, upload, box, now, (tx) =>
    completeCaseTask(tx, caseId, 'upload-obituary-photo', now),
  );
  if (stored.kind === 'refused') return stored;
  const { id, variants } = stored;
  const image = responsivePhoto({ id, caption: '', variants }, 640, links.url);
  if (!image) throw new Error('A stored photo without renditions');
  return { kind: 'saved', photo: { id, image } };
}
