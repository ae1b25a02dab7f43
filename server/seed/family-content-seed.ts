import { readFile } from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { stationeryTitles, type StationeryItemType, type StationeryPageType } from '#contract/family-proofs.ts';
import {
  caseMembers,
  media,
  memorialVideos,
  memorialWallComments,
  obituaries,
  stationeryPages,
  stationeryProofs,
  type MediaVariant,
} from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { storeFileAsIs } from '#server/media/file-intake.ts';
import type { MediaStore } from '#server/media/media-store.ts';

/*
 * Demo content for the family cases: on every case with an obituary and a family member,
 * memories waiting for the family's approval (and one approved), the funeral home's stationery
 * proofs (prayer card, programme, bookmark) and a memorial video proof, none approved yet. Proof
 * pages are drawn here (SVG rendered to WebP with sharp, the decedent's name on the front), so no
 * binary proof files live in the repository; the video is the demo memorial video's files, from the
 * tenant seed's memorial folder (none: no video proof).
 */

const proofPages: Record<StationeryItemType, { pages: StationeryPageType[]; width: number; height: number }> = {
  'prayer-card': { pages: ['front', 'back'], width: 500, height: 850 },
  programme: { pages: ['front', 'inside-left', 'inside-right', 'back'], width: 850, height: 1100 },
  bookmark: { pages: ['front', 'back'], width: 300, height: 900 },
};

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function pageSvg(name: string, item: StationeryItemType, pageType: StationeryPageType): string {
  const { width, height } = proofPages[item];
  const title = pageType === 'front' ? name : `${stationeryTitles[item]} · ${pageType.replace('-', ' ')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#f7f3ec"/>
  <rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#7a6a53" stroke-width="4"/>
  <circle cx="${width / 2}" cy="${height / 3}" r="${Math.min(width, height) / 6}" fill="#d9cbb3"/>
  <text x="50%" y="${(height * 2) / 3}" font-family="serif" font-size="${Math.round(width / 16)}" fill="#3b3326" text-anchor="middle">${escapeXml(title)}</text>
</svg>`;
}

const storedPages = new WeakMap<MediaStore, Map<string, Promise<MediaVariant>>>();

/** A proof page drawn and stored once per store and name (every browser test's company copies the seed). */
function storedPage(store: MediaStore, name: string, item: StationeryItemType, pageType: StationeryPageType) {
  let byKey = storedPages.get(store);
  if (!byKey) storedPages.set(store, (byKey = new Map()));
  const key = `${name}|${item}|${pageType}`;
  let page = byKey.get(key);
  if (!page) {
    page = drawPage(store, name, item, pageType);
    page.catch(() => byKey.delete(key));
    byKey.set(key, page);
  }
  return page;
}

async function drawPage(store: MediaStore, name: string, item: StationeryItemType, pageType: StationeryPageType) {
  const { width, height } = proofPages[item];
  const bytes = await sharp(Buffer.from(pageSvg(name, item, pageType)))
    .webp({ quality: 80 })
    .toBuffer();
  return storeFileAsIs(store, bytes, {
    fileName: `${pageType.replace('-', '')}.webp`,
    contentType: 'image/webp',
    width,
    height,
  });
}

interface VideoFiles {
  video: MediaVariant;
  captions: MediaVariant;
  poster: MediaVariant;
}

const videoFiles = new WeakMap<MediaStore, Promise<VideoFiles>>();

/** The demo video's files, stored once per store (keys name their content). */
function storedVideo(store: MediaStore, demoMedia: URL): Promise<VideoFiles> {
  let files = videoFiles.get(store);
  if (!files) {
    files = (async () => ({
      video: await storeFileAsIs(store, await readFile(new URL('ingrid-memorial.mp4', demoMedia)), {
        fileName: 'video.mp4',
        contentType: 'video/mp4',
        width: 480,
        height: 360,
      }),
      captions: await storeFileAsIs(store, await readFile(new URL('ingrid-memorial.vtt', demoMedia)), {
        fileName: 'captions.vtt',
        contentType: 'text/vtt; charset=utf-8',
      }),
      poster: await storeFileAsIs(store, await readFile(new URL('ingrid-memorial-poster.jpg', demoMedia)), {
        fileName: 'poster.jpg',
        contentType: 'image/jpeg',
        width: 480,
        height: 360,
      }),
    }))();
    files.catch(() => videoFiles.delete(store));
    videoFiles.set(store, files);
  }
  return files;
}

const memories = (firstName: string) => [
  {
    authorName: 'Evelyn Hart',
    authorEmail: 'evelyn.hart@example.com',
    body: `${firstName} always had time for a cup of coffee and a long talk. We will miss those mornings.`,
    hoursAgo: 30,
  },
  {
    authorName: 'Samuel Ortiz',
    authorEmail: 'samuel.ortiz@example.com',
    body: `I worked beside ${firstName} for twelve years. Patient, funny and kind to every new hire.`,
    hoursAgo: 20,
  },
  {
    authorName: 'The Lindqvist family',
    authorEmail: 'lindqvist@example.com',
    body: `Our thoughts are with the family. ${firstName} was a wonderful neighbour.`,
    hoursAgo: 10,
  },
];

/**
 * The funeral home's three stationery proofs (prayer card, programme, bookmark) on a case, none
 * approved, their pages drawn with the decedent's name; also used by the test factory
 * tests/server/factories/proofs.ts.
 */
export async function insertStationeryProofs(
  scope: TenantScope,
  store: MediaStore,
  { caseId, fullName }: { caseId: number; fullName: string },
): Promise<void> {
  for (const item of Object.keys(proofPages) as StationeryItemType[]) {
    const [proof] = await scope
      .insert(stationeryProofs, { caseId, itemType: item })
      .returning({ id: stationeryProofs.id });
    for (const pageType of proofPages[item].pages) {
      const variant = await storedPage(store, fullName, item, pageType);
      const [image] = await scope
        .insert(media, {
          caseId,
          kind: 'photo',
          album: 'stationery',
          caption: `${stationeryTitles[item]}, ${pageType}`,
          variants: [variant],
          width: variant.width,
          height: variant.height,
        })
        .returning({ id: media.id });
      await scope.insert(stationeryPages, { caseId, proofId: proof!.id, pageType, imageMediaId: image!.id });
    }
  }
}

async function seedCase(
  scope: TenantScope,
  store: MediaStore,
  videoFolder: URL | undefined,
  { caseId, fullName }: { caseId: number; fullName: string },
  now: Date,
) {
  const firstName = fullName.split(' ')[0] ?? fullName;
  await scope.insert(
    memorialWallComments,
    memories(firstName).map((memory) => ({
      caseId,
      authorName: memory.authorName,
      authorEmail: memory.authorEmail,
      body: memory.body,
      status: 'pending' as const,
      createdAt: new Date(now.getTime() - memory.hoursAgo * 3_600_000),
    })),
  );
  await insertStationeryProofs(scope, store, { caseId, fullName });
  if (!videoFolder) return;
  const files = await storedVideo(store, videoFolder);
  const [video, captions, poster] = await scope
    .insert(media, [
      { caseId, kind: 'video', album: 'video', variants: [files.video], width: 480, height: 360, durationSeconds: 9 },
      { caseId, kind: 'captions', album: 'video', caption: 'English', variants: [files.captions] },
      { caseId, kind: 'photo', album: 'video', variants: [files.poster], width: 480, height: 360 },
    ])
    .returning({ id: media.id });
  await scope.insert(memorialVideos, {
    caseId,
    videoMediaId: video!.id,
    captionsMediaId: captions!.id,
    posterMediaId: poster!.id,
  });
}

/**
 * Adds the demo content to every family case with an obituary that has no memorial video yet;
 * `videoFolder` holds ingrid-memorial.mp4, .vtt and -poster.jpg (the tenant's memorial seed folder).
 */
export async function insertFamilyContentSeed(
  scope: TenantScope,
  store: MediaStore,
  videoFolder: URL | undefined,
  now: Date,
): Promise<void> {
  const familyObituaries = await scope
    .select({ caseId: obituaries.caseId, fullName: obituaries.fullName })
    .from(obituaries, isNull(memorialVideos.id))
    .innerJoin(caseMembers, and(eq(caseMembers.caseId, obituaries.caseId), scope.owns(caseMembers)))
    .leftJoin(memorialVideos, and(eq(memorialVideos.caseId, obituaries.caseId), scope.owns(memorialVideos)))
    .groupBy(obituaries.caseId, obituaries.fullName);
  for (const familyCase of familyObituaries) await seedCase(scope, store, videoFolder, familyCase, now);
}
