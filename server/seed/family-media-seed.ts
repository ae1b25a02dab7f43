import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { cases, media, memorialThemes } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { intakeAudio, type StoredTrack } from '#server/media/audio-intake.ts';
import { sourceDigest } from '#server/media/media-keys.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePhoto, type StoredPhoto } from '#server/media/photo-intake.ts';
import { stockThemeRow } from '#server/services/family/media/memorial-theme.ts';
import { toneWav } from './tone-wav.ts';

/*
 * The family media demo: the company's stock memorial themes (drawn here with sharp: soft
 * gradients, no files to keep) and a few photos and songs on the demo families' cases. Everything
 * goes through the same intakes as an upload; as in memorial-seed.ts, files are made and stored
 * before the company's transaction, once per store however many test companies copy the seed.
 */

export interface StockThemeSeed {
  name: string;
  /** Two colours of a diagonal gradient. */
  from: string;
  to: string;
}

export interface FamilyMediaSeed {
  themes: StockThemeSeed[];
  cases: {
    /** The decedent of a seeded family case. */
    decedentName: string;
    /** Files under `folder`, with captions. */
    photos: { file: string; caption: string }[];
    songs: { title: string; seconds: number; hz: number }[];
    /** The stock theme (by name) the family chose, if it has. */
    theme?: string;
  }[];
  /** Where the photos are (a file: URL of a folder ending in "/"). */
  folder: URL;
}

interface PreparedFamilyMedia {
  themes: { name: string; photo: StoredPhoto }[];
  cases: {
    decedentName: string;
    photos: { caption: string; photo: StoredPhoto }[];
    songs: StoredTrack[];
    theme?: string;
  }[];
}

const prepared = new WeakMap<MediaStore, Map<FamilyMediaSeed, Promise<PreparedFamilyMedia>>>();

const gradient = (theme: StockThemeSeed) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>` +
      `<rect width="1280" height="800" fill="url(#g)"/></svg>`,
  );

async function stored(store: MediaStore, bytes: Uint8Array, what: string): Promise<StoredPhoto> {
  const result = await intakePhoto(store, bytes);
  if (result.kind === 'refused') throw new Error(`Demo ${what} refused: ${result.reason}`);
  return result.photo;
}

async function storedSong(store: MediaStore, folder: string, song: FamilyMediaSeed['cases'][number]['songs'][number]) {
  const bytes = toneWav({ seconds: song.seconds, hz: song.hz, title: song.title });
  const path = join(folder, `${sourceDigest(bytes)}.upload`);
  await writeFile(path, bytes);
  const result = await intakeAudio(store, {
    path,
    byteSize: bytes.byteLength,
    digest: sourceDigest(bytes),
    discard: () => rm(path, { force: true }),
  });
  if (result.kind === 'refused') throw new Error(`Demo song ${song.title} refused: ${result.reason}`);
  return result.track;
}

async function prepare(store: MediaStore, seed: FamilyMediaSeed): Promise<PreparedFamilyMedia> {
  const themes = [];
  for (const theme of seed.themes) {
    themes.push({
      name: theme.name,
      photo: await stored(store, await sharp(gradient(theme)).jpeg().toBuffer(), theme.name),
    });
  }
  const folder = await mkdtemp(join(tmpdir(), 'lantern-demo-songs-'));
  try {
    const prepared = [];
    for (const seeded of seed.cases) {
      const photos = [];
      for (const photo of seeded.photos) {
        photos.push({
          caption: photo.caption,
          photo: await stored(store, await readFile(new URL(photo.file, seed.folder)), photo.file),
        });
      }
      const songs = [];
      for (const song of seeded.songs) songs.push(await storedSong(store, folder, song));
      prepared.push({ decedentName: seeded.decedentName, photos, songs, theme: seeded.theme });
    }
    return { themes, cases: prepared };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Stores the seed's files (once per store) and answers what the rows need. */
export function prepareFamilyMediaSeed(store: MediaStore, seed: FamilyMediaSeed): Promise<PreparedFamilyMedia> {
  let byStore = prepared.get(store);
  if (!byStore) prepared.set(store, (byStore = new Map()));
  let preparation = byStore.get(seed);
  if (!preparation) {
    preparation = prepare(store, seed);
    preparation.catch(() => byStore.delete(seed));
    byStore.set(seed, preparation);
  }
  return preparation;
}

/** The rows: stock themes (no case), then each case's album and songs in order. */
export async function insertFamilyMediaSeed(scope: TenantScope, seed: PreparedFamilyMedia): Promise<void> {
  const themeIds = new Map<string, number>();
  for (const [position, theme] of seed.themes.entries()) {
    const { width, height, variants } = theme.photo;
    const [row] = await scope
      .insert(media, {
        caseId: null,
        kind: 'photo',
        album: 'themes',
        caption: theme.name,
        position,
        width,
        height,
        variants,
      })
      .returning({ id: media.id });
    themeIds.set(theme.name, row!.id);
  }
  for (const seeded of seed.cases) {
    const [found] = await scope.select({ id: cases.id }).from(cases, and(eq(cases.decedentName, seeded.decedentName)));
    if (!found) throw new Error(`Family media seed: no case for ${seeded.decedentName}`);
    for (const [position, { caption, photo }] of seeded.photos.entries()) {
      const { width, height, variants } = photo;
      await scope.insert(media, {
        caseId: found.id,
        kind: 'photo',
        album: 'photos',
        caption,
        position,
        width,
        height,
        variants,
      });
    }
    for (const [position, song] of seeded.songs.entries()) {
      await scope.insert(media, {
        caseId: found.id,
        kind: 'audio',
        album: 'music',
        caption: song.title ?? 'Untitled track',
        durationSeconds: song.durationSeconds,
        position,
        variants: [song.variant],
      });
    }
    if (seeded.theme) {
      const stockMediaId = themeIds.get(seeded.theme);
      if (stockMediaId === undefined) throw new Error(`Family media seed: no stock theme ${seeded.theme}`);
      await scope.insert(memorialThemes, { caseId: found.id, ...stockThemeRow(stockMediaId) });
    }
  }
}
