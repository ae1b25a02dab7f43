import { memoryPostedMessages, type MemoryFields, type MemoryPosted } from '#contract/memorial.ts';
import type { Clock } from '#server/clock.ts';
import { media, memorialWallComments } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePhoto, type PhotoRefusal } from '#server/media/photo-intake.ts';
import { consumeLimits } from '#server/services/rate-limit.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { wallSettingsOf } from './wall-settings.ts';

export interface PostMemoryDeps {
  media: MediaStore;
  clock: Clock;
}

export interface MemoryInput extends MemoryFields {
  photo?: File | undefined;
}

export type MemoryOutcome =
  | { kind: 'hidden' }
  | { kind: 'members-only' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'photo-refused'; reason: PhotoRefusal }
  | { kind: 'posted'; result: MemoryPosted };

/**
 * A visitor's memory on the case's wall: refused while the wall is hidden or open to the family's
 * members only (no visitor is a member until families sign in), limited per client address and per
 * obituary (decision 0028), then stored as typed, pending when the family approves first. The
 * photo goes through the one intake (decision 0032) before anything is written, and the limits are
 * counted before the photo is decoded, so a flood costs no image work.
 */
export async function postMemory(
  deps: PostMemoryDeps,
  scope: TenantScope,
  target: { caseId: number; obituaryId: number },
  input: MemoryInput,
  clientGroup: string,
): Promise<MemoryOutcome> {
  const wall = await wallSettingsOf(scope, target.caseId);
  if (!wall.shown) return { kind: 'hidden' };
  if (wall.posting === 'members') return { kind: 'members-only' };

  const verdict = await consumeLimits(
    scope,
    [
      { rule: rateLimits.memoryPerAddress, subject: clientGroup },
      { rule: rateLimits.memoryPerObituary, subject: String(target.obituaryId) },
    ],
    deps.clock.now(),
  );
  if (!verdict.allowed) return { kind: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };

  let photo: { width: number; height: number; variants: (typeof media.$inferInsert)['variants'] } | null = null;
  if (input.photo) {
    const intake = await intakePhoto(deps.media, new Uint8Array(await input.photo.arrayBuffer()));
    if (intake.kind === 'refused') return { kind: 'photo-refused', reason: intake.reason };
    photo = intake.photo;
  }

  const status = wall.moderation === 'open' ? 'approved' : 'pending';
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
