import { and, asc, count, eq, max } from 'drizzle-orm';
import type { FamilyTrack, FamilyTracksPage } from '#contract/family-media.ts';
import type { PagingQuery } from '#contract/paging.ts';
import { media } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { intakeAudio, type AudioRefusal } from '#server/media/audio-intake.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import type { StagedUpload } from '#server/media/upload-staging.ts';
import type { CaseFileLinks } from '../case-files.ts';
import { completeCaseTask } from '../tasks/case-tasks.ts';

/* The family's music album (task upload-music): songs in the order added, title and duration from the file. */

const albumOf = (caseId: number) => and(eq(media.caseId, caseId), eq(media.album, 'music'), eq(media.kind, 'audio'));

const trackFields = {
  id: media.id,
  title: media.caption,
  durationSeconds: media.durationSeconds,
  variants: media.variants,
};

type TrackRow = {
  id: number;
  title: string;
  durationSeconds: number | null;
  variants: (typeof media.$inferSelect)['variants'];
};

/** A song as the family lists it; a row without its file (never stored so) is left out. */
const toTrack = (links: CaseFileLinks, row: TrackRow): FamilyTrack[] => {
  const file = row.variants[0];
  if (!file) return [];
  return [
    {
      id: row.id,
      title: row.title,
      durationSeconds: row.durationSeconds ?? 0,
      contentType: file.contentType,
      url: links.url(row.id, file),
    },
  ];
};

/** A page of the album; null when the case is not the member's. */
export async function listFamilyMusic(
  scope: CaseScope,
  links: CaseFileLinks,
  caseId: number,
  paging: PagingQuery,
): Promise<FamilyTracksPage | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const rows = await scope
    .select(trackFields)
    .from(media, albumOf(caseId))
    .orderBy(asc(media.position), asc(media.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await scope.select({ total: count() }).from(media, albumOf(caseId));
  return {
    items: rows.flatMap((row) => toTrack(links, row)),
    page: paging.page,
    pageSize: paging.pageSize,
    total: total?.total ?? 0,
  };
}

export const UNTITLED_TRACK = 'Untitled track';

export type AddTrackOutcome = { kind: 'refused'; reason: AudioRefusal } | { kind: 'added'; track: FamilyTrack };

/** One song at the end of the album; its title from its tags, else the one sent, else "Untitled track". */
export async function addFamilyTrack(
  deps: { media: MediaStore },
  scope: CaseScope,
  links: CaseFileLinks,
  caseId: number,
  upload: StagedUpload,
  fallbackTitle: string | undefined,
  now: Date,
): Promise<AddTrackOutcome> {
  const intake = await intakeAudio(deps.media, upload);
  if (intake.kind === 'refused') return intake;
  const { title, durationSeconds, variant } = intake.track;
  const row = await scope.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(media.position) }).from(media, albumOf(caseId));
    const [inserted] = await tx
      .insert(media, {
        caseId,
        kind: 'audio',
        album: 'music',
        caption: title ?? (fallbackTitle || UNTITLED_TRACK),
        durationSeconds,
        position: (last?.position ?? -1) + 1,
        variants: [variant],
      })
      .returning(trackFields);
    await completeCaseTask(tx, caseId, 'upload-music', now);
    return inserted!;
  });
  return { kind: 'added', track: toTrack(links, row)[0]! };
}

export async function deleteFamilyTrack(scope: CaseScope, caseId: number, mediaId: number): Promise<boolean> {
  const removed = await scope.delete(media, and(albumOf(caseId), eq(media.id, mediaId))).returning({ id: media.id });
  return removed.length > 0;
}
