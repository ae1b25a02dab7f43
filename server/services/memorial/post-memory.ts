import { memoryPostedMessages, type MemoryFields, type MemoryPosted } from '#contract/memorial.ts';
import type { Clock } from '#server/clock.ts';
import { media, memorialWallComments, type WallModeration } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePhoto, type PhotoRefusal } from '#server/media/photo-intake.ts';
import type { StagedUpload } from '#server/media/upload-staging.ts';

export interface PostMemoryDeps {
  media: MediaStore;
  clock: Clock;
}

export interface MemoryInput extends MemoryFields {
  /** The photo, staged on disk by the route (decision 0059); the caller removes it afterwards. */
  photo?: StagedUpload | undefined;
}

export type MemoryOutcome = { kind: 'photo-refused'; reason: PhotoRefusal } | { kind: 'posted'; result: MemoryPosted };

/**
 * A visitor's memory, once admitted (admit-memory.ts: the wall takes visitors' memories and the
 * limits let this one through), stored as typed, pending when the family approves first. The
 * photo goes through the one intake (decision 0032) before anything is written.
 */
export async function postMemory(
  deps: PostMemoryDeps,
  scope: TenantScope,
  target: { caseId: number; moderation: WallModeration },
  input: MemoryInput,
): Promise<MemoryOutcome> {
  let photo: { width: number; height: number; variants: (typeof media.$inferInsert)['variants'] } | null = null;
  if (input.photo) {
    const intake = await intakePhoto(deps.media, input.photo);
    if (intake.kind === 'refused') return { kind: 'photo-refused', reason: intake.reason };
    photo = intake.photo;
  }

  const status = target.moderation === 'open' ? 'approved' : 'pending';
  const id = await scope.transaction(async (tx) => {
    let photoMediaId: number | null = null;
    if (photo) {
      const [row] = await tx
        .insert(media, { caseId: target.caseId, kind: 'photo', album: 'memory', ...photo })
        .returning({ id: media.id });
      photoMediaId = row!.id;
    }
    const [comment] = await tx
      .insert(memorialWallComments, {
        caseId: target.caseId,
        authorName: input.name,
        authorEmail: input.email,
        body: input.text,
        photoMediaId,
        status,
        decidedAt: status === 'approved' ? deps.clock.now() : null,
      })
      .returning({ id: memorialWallComments.id });
    return comment!.id;
  });
  return { kind: 'posted', result: { id, status, message: memoryPostedMessages[status] } };
}
