import type { Database } from '#server/db/open-database.ts';
import { media } from '#server/db/schema.ts';
import type { MediaStore } from '#server/media/media-store.ts';

/*
 * Files no media row names any more (a photo or song the family deleted, a proof replaced) are
 * removed here, a day after their last write: the rows are the truth (decision 0032), and keys name
 * their content, so one file may serve several rows and stays while any names it. The day covers an
 * upload whose files are written before its row is (intake, then insert); a write of a file that
 * exists renews it, and the store checks the time again just before removing. Like the other sweeps
 * it reads every company (the store is one), and any number of processes may run it.
 */

export const UNUSED_MEDIA_GRACE_MS = 24 * 3_600_000;

/** Removes the store's files that no media row names, last written a day or more before `now`. */
export async function collectUnusedMedia(db: Database, store: MediaStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_MEDIA_GRACE_MS);
  const rows = await db.select({ variants: media.variants }).from(media);
  const named = new Set(rows.flatMap((row) => row.variants.map((variant) => variant.key)));
  let removed = 0;
  for await (const file of store.list()) {
    if (named.has(file.key) || file.writtenAt >= cutoff) continue;
    if (await store.removeIfWrittenBefore(file.key, cutoff)) removed += 1;
  }
  return removed;
}
