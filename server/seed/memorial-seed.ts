import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { CommentStatus, MediaVariant, WallModeration, WallPosting } from '#server/db/schema.ts';
import { media, memorialVideos, memorialWallComments, memorialWallSettings, obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { storeFileAsIs } from '#server/media/file-intake.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePhoto, type StoredPhoto } from '#server/media/photo-intake.ts';

/*
 * Demo memorials (issue 11): album photos, memories and a memorial video for the demo obituaries.
 * Every photo goes through the same intake as a visitor's upload (decision 0032). The files are
 * stored before the company's transaction (like password hashes are made before it) and, as keys
 * name their content, once per store however many companies copy the seed (every browser test
 * makes one): the preparation is kept per store.
 */

export interface MemorialSeed {
  /** The obituary's full name, as the obituary seed writes it. */
  fullName: string;
  /** Files under `folder`; the caption is also the photo's alt text. */
  photos: { file: string; caption: string }[];
  memories?: {
    authorName: string;
    authorEmail: string;
    body: string;
    status: CommentStatus;
    hoursAgo: number;
    photo?: string;
  }[];
  video?: { file: string; captions: string; poster: string; width: number; height: number; seconds: number };
  wall?: { moderation?: WallModeration; posting?: WallPosting; shown?: boolean };
}

export interface MemorialSeeds {
  /** Where the files are (a file: URL of a folder, ending in "/"). */
  folder: URL;
  memorials: MemorialSeed[];
}

interface PreparedVideo {
  video: MediaVariant;
  captions: MediaVariant;
  poster: StoredPhoto;
  seed: NonNullable<MemorialSeed['video']>;
}

interface PreparedMemorial {
  seed: MemorialSeed;
  photos: StoredPhoto[];
  memoryPhotos: (StoredPhoto | null)[];
  video: PreparedVideo | null;
}

const prepared = new WeakMap<MediaStore, Map<MemorialSeeds, Promise<PreparedMemorial[]>>>();

async function storedPhoto(store: MediaStore, folder: URL, file: string): Promise<StoredPhoto> {
  const result = await intakePhoto(store, await readFile(new URL(file, folder)));
  if (result.kind === 'refused') throw new Error(`Demo photo ${file} refused: ${result.reason}`);
  return result.photo;
}

async function prepareOne(store: MediaStore, folder: URL, seed: MemorialSeed): Promise<PreparedMemorial> {
  const photos: StoredPhoto[] = [];
  for (const photo of seed.photos) photos.push(await storedPhoto(store, folder, photo.file));
  const memoryPhotos: (StoredPhoto | null)[] = [];
  for (const memory of seed.memories ?? [])
    memoryPhotos.push(memory.photo ? await storedPhoto(store, folder, memory.photo) : null);
  const video = seed.video
    ? {
        seed: seed.video,
        video: await storeFileAsIs(store, await readFile(new URL(seed.video.file, folder)), {
          fileName: 'video.mp4',
          contentType: 'video/mp4',
          width: seed.video.width,
          height: seed.video.height,
        }),
        captions: await storeFileAsIs(store, await readFile(new URL(seed.video.captions, folder)), {
          fileName: 'captions.vtt',
          contentType: 'text/vtt; charset=utf-8',
        }),
        poster: await storedPhoto(store, folder, seed.video.poster),
      }
    : null;
  return { seed, photos, memoryPhotos, video };
}

/** Stores the seed's files (once per store) and answers what the rows need. */
export function prepareMemorialSeeds(store: MediaStore, seeds: MemorialSeeds): Promise<PreparedMemorial[]> {
  let byStore = prepared.get(store);
  if (!byStore) prepared.set(store, (byStore = new Map()));
  let preparation = byStore.get(seeds);
  if (!preparation) {
    preparation = (async () => {
      const all: PreparedMemorial[] = [];
      for (const seed of seeds.memorials) all.push(await prepareOne(store, seeds.folder, seed));
      return all;
    })();
    // A failure is not remembered: the next seeding tries again.
    preparation.catch(() => byStore.delete(seeds));
    byStore.set(seeds, preparation);
  }
  return preparation;
}

const photoRow = (
  caseId: number,
  album: 'photos' | 'memory' | 'video' | 'obituary',
  photo: StoredPhoto,
  caption = '',
) => ({
  caseId,
  kind: 'photo' as const,
  album,
  caption,
  width: photo.width,
  height: photo.height,
  variants: photo.variants,
});

async function insertVideo(scope: TenantScope, caseId: number, prepared: PreparedVideo, now: Date) {
  const { seed } = prepared;
  const [video, captions, poster] = await scope
    .insert(media, [
      {
        caseId,
        kind: 'video',
        album: 'video',
        variants: [prepared.video],
        width: seed.width,
        height: seed.height,
        durationSeconds: seed.seconds,
      },
      { caseId, kind: 'captions', album: 'video', caption: 'English', variants: [prepared.captions] },
      photoRow(caseId, 'video', prepared.poster),
    ])
    .returning({ id: media.id });
  await scope.insert(memorialVideos, {
    caseId,
    videoMediaId: video!.id,
    captionsMediaId: captions!.id,
    posterMediaId: poster!.id,
    approvedAt: now,
  });
}

/** Writes the rows of prepared memorials into the company (inside its seeding transaction). */
export async function insertMemorialSeeds(scope: TenantScope, memorials: PreparedMemorial[], now: Date) {
  for (const { seed, photos, memoryPhotos, video } of memorials) {
    const [obituary] = await scope
      .select({ caseId: obituaries.caseId })
      .from(obituaries, eq(obituaries.fullName, seed.fullName))
      .limit(1);
    if (!obituary) throw new Error(`Memorial seed names ${seed.fullName}, who has no obituary`);
    const { caseId } = obituary;
    if (photos.length > 0) {
      await scope.insert(
        media,
        photos.map((photo, position) => ({
          ...photoRow(caseId, 'photos', photo, seed.photos[position]!.caption),
          position,
        })),
      );
      // The album's first photo is also the obituary's main photo (page header, share previews):
      // the same stored files, its own row, named for the person.
      const [portrait] = await scope
        .insert(media, photoRow(caseId, 'obituary', photos[0]!, seed.fullName))
        .returning({ id: media.id });
      await scope.update(obituaries, { photoMediaId: portrait!.id }, eq(obituaries.caseId, caseId));
    }
    for (const [index, memory] of (seed.memories ?? []).entries()) {
      const photo = memoryPhotos[index];
      const [photoRowId] = photo
        ? await scope.insert(media, photoRow(caseId, 'memory', photo)).returning({ id: media.id })
        : [];
      const createdAt = new Date(now.getTime() - memory.hoursAgo * 3_600_000);
      await scope.insert(memorialWallComments, {
        caseId,
        authorName: memory.authorName,
        authorEmail: memory.authorEmail,
        body: memory.body,
        photoMediaId: photoRowId?.id ?? null,
        status: memory.status,
        createdAt,
        decidedAt: memory.status === 'pending' ? null : createdAt,
      });
    }
    if (video) await insertVideo(scope, caseId, video, now);
    if (seed.wall) await scope.insert(memorialWallSettings, { caseId, ...seed.wall });
  }
}
