import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { CommentStatus, MediaVariant, WallModeration, WallPosting } from '#server/db/schema.ts';
import { media, memorialVideos, memorialWallComments, memorialWallSettings, obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { storeFileAsIs } from '#server/media/file-intake.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePhoto, type StoredPhoto } from '#server/media/photo-intake.ts';

/*
 * Demo memorials: album photos, memories and a memorial video for the demo obituaries.
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

/** A memorial video's files, stored: the video, its WebVTT captions and its poster photo. */
export interface PreparedVideo {
  video: MediaVariant;
  captions: MediaVariant;
  poster: StoredPhoto;
  width: number;
  height: number;
  seconds: number;
}

/**
 * What the rows of one memorial need, its files already stored: made from a seed's files here, or
 * by a test's factory (tests/server/factories/memorial.ts) from photos it draws.
 */
export interface MemorialRows {
  /** The person's name: the caption of the obituary's main photo. */
  fullName: string;
  /** The album in order; the first is also the obituary's main photo. */
  photos: { caption: string; photo: StoredPhoto }[];
  memories: {
    authorName: string;
    authorEmail: string;
    body: string;
    status: CommentStatus;
    hoursAgo: number;
    photo: StoredPhoto | null;
  }[];
  /** The memorial video, approved (public) or still a proof the family has to approve. */
  video: { files: PreparedVideo; approved: boolean } | null;
  wall?: MemorialSeed['wall'];
}

const prepared = new WeakMap<MediaStore, Map<MemorialSeeds, Promise<MemorialRows[]>>>();

async function storedPhoto(store: MediaStore, folder: URL, file: string): Promise<StoredPhoto> {
  const result = await intakePhoto(store, await readFile(new URL(file, folder)));
  if (result.kind === 'refused') throw new Error(`Demo photo ${file} refused: ${result.reason}`);
  return result.photo;
}

async function prepareOne(store: MediaStore, folder: URL, seed: MemorialSeed): Promise<MemorialRows> {
  const photos: MemorialRows['photos'] = [];
  for (const photo of seed.photos)
    photos.push({ caption: photo.caption, photo: await storedPhoto(store, folder, photo.file) });
  const memories: MemorialRows['memories'] = [];
  for (const { photo, ...memory } of seed.memories ?? [])
    memories.push({ ...memory, photo: photo ? await storedPhoto(store, folder, photo) : null });
  const video = seed.video
    ? {
        approved: true,
        files: {
          width: seed.video.width,
          height: seed.video.height,
          seconds: seed.video.seconds,
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
        },
      }
    : null;
  return { fullName: seed.fullName, photos, memories, video, wall: seed.wall };
}

/** Stores the seed's files (once per store) and answers what the rows need. */
export function prepareMemorialSeeds(store: MediaStore, seeds: MemorialSeeds): Promise<MemorialRows[]> {
  let byStore = prepared.get(store);
  if (!byStore) prepared.set(store, (byStore = new Map()));
  let preparation = byStore.get(seeds);
  if (!preparation) {
    preparation = (async () => {
      const all: MemorialRows[] = [];
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

async function insertVideo(scope: TenantScope, caseId: number, files: PreparedVideo, approvedAt: Date | null) {
  const [video, captions, poster] = await scope
    .insert(media, [
      {
        caseId,
        kind: 'video',
        album: 'video',
        variants: [files.video],
        width: files.width,
        height: files.height,
        durationSeconds: files.seconds,
      },
      { caseId, kind: 'captions', album: 'video', caption: 'English', variants: [files.captions] },
      photoRow(caseId, 'video', files.poster),
    ])
    .returning({ id: media.id });
  const [row] = await scope
    .insert(memorialVideos, {
      caseId,
      videoMediaId: video!.id,
      captionsMediaId: captions!.id,
      posterMediaId: poster!.id,
      approvedAt,
    })
    .returning({ id: memorialVideos.id });
  return row!.id;
}

/** The ids of what insertMemorialRows wrote, in the order given. */
export interface InsertedMemorial {
  photoIds: number[];
  memoryIds: number[];
  videoId: number | null;
}

/** Writes one memorial's rows on the case: album (and main photo), memories, video, wall settings. */
export async function insertMemorialRows(
  scope: TenantScope,
  caseId: number,
  memorial: MemorialRows,
  now: Date,
): Promise<InsertedMemorial> {
  const { photos, memories, video } = memorial;
  const inserted: InsertedMemorial = { photoIds: [], memoryIds: [], videoId: null };
  if (photos.length > 0) {
    const rows = await scope
      .insert(
        media,
        photos.map(({ caption, photo }, position) => ({ ...photoRow(caseId, 'photos', photo, caption), position })),
      )
      .returning({ id: media.id });
    inserted.photoIds = rows.map((row) => row.id);
    // The album's first photo is also the obituary's main photo (page header, share previews):
    // the same stored files, its own row, named for the person.
    const [portrait] = await scope
      .insert(media, photoRow(caseId, 'obituary', photos[0]!.photo, memorial.fullName))
      .returning({ id: media.id });
    await scope.update(obituaries, { photoMediaId: portrait!.id }, eq(obituaries.caseId, caseId));
  }
  for (const memory of memories) {
    const [photoRowId] = memory.photo
      ? await scope.insert(media, photoRow(caseId, 'memory', memory.photo)).returning({ id: media.id })
      : [];
    const createdAt = new Date(now.getTime() - memory.hoursAgo * 3_600_000);
    const [comment] = await scope
      .insert(memorialWallComments, {
        caseId,
        authorName: memory.authorName,
        authorEmail: memory.authorEmail,
        body: memory.body,
        photoMediaId: photoRowId?.id ?? null,
        status: memory.status,
        createdAt,
        decidedAt: memory.status === 'pending' ? null : createdAt,
      })
      .returning({ id: memorialWallComments.id });
    inserted.memoryIds.push(comment!.id);
  }
  if (video) inserted.videoId = await insertVideo(scope, caseId, video.files, video.approved ? now : null);
  if (memorial.wall) await scope.insert(memorialWallSettings, { caseId, ...memorial.wall });
  return inserted;
}

/** Writes the rows of prepared memorials into the company (inside its seeding transaction). */
export async function insertMemorialSeeds(scope: TenantScope, memorials: MemorialRows[], now: Date) {
  for (const memorial of memorials) {
    const [obituary] = await scope
      .select({ caseId: obituaries.caseId })
      .from(obituaries, eq(obituaries.fullName, memorial.fullName))
      .limit(1);
    if (!obituary) throw new Error(`Memorial seed names ${memorial.fullName}, who has no obituary`);
    await insertMemorialRows(scope, obituary.caseId, memorial, now);
  }
}
