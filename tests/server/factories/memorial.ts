import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { cases, type CommentStatus, type WallModeration, type WallPosting } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { storeFileAsIs } from '#server/media/file-intake.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePhoto, type StoredPhoto } from '#server/media/photo-intake.ts';
import { insertMemorialRows, type InsertedMemorial, type MemorialRows } from '#server/seed/memorial-seed.ts';

/*
 * A memorial of a test's own on a case: album photos, memories on the wall (any status, with a photo
 * or not), the memorial video (approved, or a proof the family still has to approve), the wall's
 * settings. The rows are written by the demo seed's own insert (server/seed/memorial-seed.ts); the
 * files are drawn here (plain colours, WebVTT text, a few bytes standing for a video), so no test
 * depends on the demo's photos. Photos go through the same intake as a visitor's upload.
 */

export interface PhotoOptions {
  /** Default 800 × 600: renditions 320, 640 and 800 wide. */
  width?: number;
  height?: number;
}

export interface MemoryOptions {
  authorName: string;
  authorEmail?: string;
  body: string;
  /** Default 'approved'. */
  status?: CommentStatus;
  /** Written this long ago; default: each memory an hour after the one before, the last an hour ago. */
  hoursAgo?: number;
  photo?: PhotoOptions;
}

export interface MemorialOptions {
  /** The album in order (captions are the photos' alt text); the first is also the obituary's main photo. */
  photos?: (PhotoOptions & { caption: string })[];
  memories?: MemoryOptions[];
  /** Default approved: public once the obituary is; not approved, it is the family's video proof. */
  video?: { approved?: boolean };
  wall?: { moderation?: WallModeration; posting?: WallPosting; shown?: boolean };
}

let drawn = 0;

/** A photo of one plain colour, a new colour each time (so each is a file of its own), through the intake. */
export async function drawPhoto(store: MediaStore, { width = 800, height = 600 }: PhotoOptions = {}) {
  drawn += 1;
  const background = { r: (drawn * 67) % 256, g: (drawn * 131) % 256, b: (drawn * 29 + 90) % 256 };
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const result = await intakePhoto(store, bytes);
  if (result.kind === 'refused') throw new Error(`Memorial factory: drawn photo refused (${result.reason})`);
  return result.photo;
}

async function videoFiles(store: MediaStore, fullName: string) {
  const width = 480;
  const height = 360;
  // Not a playable film: the server keeps and serves a memorial video as it was made, never reading it.
  const movie = new Uint8Array(4096).fill(0x2e);
  movie.set(new TextEncoder().encode('\0\0\0\x18ftypisom'));
  const captions = `WEBVTT\n\n00:00.000 --> 00:03.000\nIn memory of ${fullName}\n`;
  return {
    width,
    height,
    seconds: 3,
    video: await storeFileAsIs(store, movie, { fileName: 'video.mp4', contentType: 'video/mp4', width, height }),
    captions: await storeFileAsIs(store, new TextEncoder().encode(captions), {
      fileName: 'captions.vtt',
      contentType: 'text/vtt; charset=utf-8',
    }),
    poster: await drawPhoto(store, { width, height }),
  };
}

export async function createMemorial(
  scope: TenantScope,
  store: MediaStore,
  caseId: number,
  options: MemorialOptions,
  now = new Date(),
): Promise<InsertedMemorial> {
  const [found] = await scope.select({ name: cases.decedentName }).from(cases, eq(cases.id, caseId));
  if (!found) throw new Error(`Memorial factory: no case ${caseId}`);
  const photos: MemorialRows['photos'] = [];
  for (const { caption, ...size } of options.photos ?? [])
    photos.push({ caption, photo: await drawPhoto(store, size) });
  const memories: MemorialRows['memories'] = [];
  const count = options.memories?.length ?? 0;
  for (const [index, memory] of (options.memories ?? []).entries()) {
    const photo: StoredPhoto | null = memory.photo ? await drawPhoto(store, memory.photo) : null;
    memories.push({
      authorName: memory.authorName,
      authorEmail: memory.authorEmail ?? `${memory.authorName.toLowerCase().replace(/\W+/g, '.')}@example.net`,
      body: memory.body,
      status: memory.status ?? 'approved',
      hoursAgo: memory.hoursAgo ?? count - index,
      photo,
    });
  }
  const video = options.video
    ? { approved: options.video.approved ?? true, files: await videoFiles(store, found.name) }
    : null;
  return insertMemorialRows(scope, caseId, { fullName: found.name, photos, memories, video, wall: options.wall }, now);
}
