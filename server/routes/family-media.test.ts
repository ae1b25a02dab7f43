import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audioMessages,
  casePhoto,
  familyPhoto,
  familyPhotos,
  familyTrack,
  familyTracksPage,
  memorialTheme,
  stockThemes,
} from '#contract/family-media.ts';
import { photoMessages } from '#contract/memorial.ts';
import { obituary } from '#contract/obituaries.ts';
import { caseTasks, media, obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { diskMediaStore } from '#server/media/disk-media-store.ts';
import { toneWav } from '#server/seed/tone-wav.ts';
import { createCompany } from '#tests/server/factories/company.ts';
import { createMemorial } from '#tests/server/factories/memorial.ts';
import { newFamily, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { pollUntil } from '#tests/server/poll.ts';
import { storedXssCorpus } from '../../tests/fixtures/stored-xss.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The family's media calls: uploads judged by content, streamed to disk, nothing left
 * behind. On this file's own company (with the demo's stock themes) and families: Rose's and
 * Daniel's cases start with two photos and one in their albums; Ada is a family of another company.
 */

let database: TestDatabase;
let t: TestApp;
let scope: TenantScope;
let rose: FamilyFixture;
let daniel: FamilyFixture;
let ada: FamilyFixture;
let mediaDir: string;
let uploadsDir: string;
let host: string;

beforeAll(async () => {
  database = await openTestDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), 'lantern-family-media-'));
  uploadsDir = await mkdtemp(join(tmpdir(), 'lantern-uploads-'));
  t = createTestApp(database.db, { media: diskMediaStore(mediaDir), uploadsDir });
  const company = await createCompany(database, { stockThemes: true });
  ({ host, scope } = company);
  const album = (photos: string[]) => (caseId: number) =>
    createMemorial(scope, database.media, caseId, { photos: photos.map((caption) => ({ caption })) });
  rose = await newFamily(t.app, company, {
    member: { name: 'Rose Ashdown' },
    case: { name: 'Edwin Ashdown' },
    content: album(['Edwin in the field behind the house', 'The mountains he loved']),
  });
  daniel = await newFamily(t.app, company, {
    member: { name: 'Daniel Mensah' },
    case: { name: 'Abena Mensah' },
    content: album(['Abena among her roses']),
  });
  const other = await createCompany(database, { name: 'Harbor Light Chapel' });
  ada = await newFamily(t.app, other, { member: { name: 'Ada Trelawny' }, case: { name: 'Jory Trelawny' } });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
  await rm(uploadsDir, { recursive: true, force: true });
});

const headers = (who: FamilyFixture, extra: Record<string, string> = {}) => ({
  'X-Host': who.host,
  Accept: 'application/json',
  Authorization: `Bearer ${who.token}`,
  ...extra,
});

/** A file sent as the body, as the portal sends it (octet-stream, whatever the file claims to be). */
const upload = (who: FamilyFixture, path: string, bytes: Buffer, type = 'application/octet-stream') =>
  t.app.request(path, {
    method: 'POST',
    headers: headers(who, { 'Content-Type': type }),
    body: new Blob([new Uint8Array(bytes)]),
  });

const call = (who: FamilyFixture, method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: headers(who, body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const json = async (response: Response) => (await response.json()) as unknown;

/** Every file under a folder, recursively (the media store, the staging folder). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const caseRows = (caseId: number, album: 'photos' | 'music' | 'obituary') =>
  scope.count(media, and(eq(media.caseId, caseId), eq(media.album, album)));

const taskStatus = async (caseId: number, kind: string) =>
  (
    await scope
      .select({ status: caseTasks.status })
      .from(caseTasks, and(eq(caseTasks.caseId, caseId), eq(caseTasks.kind, kind as never)))
  )[0]?.status;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } });

/** A phone's JPEG: camera EXIF with a GPS position. */
const phoneJpeg = () =>
  solid(900, 600)
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 40/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** A body that arrives chunk by chunk with no Content-Length, as a browser's large upload does. */
function chunkedBody(chunks: number, chunkBytes: number, beforeEach?: (index: number) => Promise<void>) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index === chunks) return controller.close();
      await beforeEach?.(index);
      controller.enqueue(new Uint8Array(chunkBytes).fill(7));
      index += 1;
    },
  });
}

const photosPath = (who: FamilyFixture) => `/api/family/cases/${who.ids.case}/photos`;
const musicPath = (who: FamilyFixture) => `/api/family/cases/${who.ids.case}/music`;

describe('the photo album', () => {
  it('adds photos in order with their captions, and marks the task done', async () => {
    const before = familyPhotos.parse(await json(await call(rose, 'GET', photosPath(rose)))).items.length;
    const first = await upload(
      rose,
      `${photosPath(rose)}?caption=${encodeURIComponent('At the lake, 1962')}`,
      await solid(800, 600).png().toBuffer(),
    );
    expect(first.status).toBe(201);
    const second = await upload(rose, `${photosPath(rose)}?caption=Wedding`, await solid(600, 800).webp().toBuffer());
    expect(second.status).toBe(201);
    const album = familyPhotos.parse(await json(await call(rose, 'GET', photosPath(rose))));
    expect(album.items.slice(before).map((photo) => photo.caption)).toEqual(['At the lake, 1962', 'Wedding']);
    expect(album.items.slice(before)[0]!.image.url).toMatch(
      /^\/api\/web\/case-files\/\d+\/\d+\.webp\?expires=\d+&signature=[\w-]{43}$/,
    );
    expect(await taskStatus(rose.ids.case, 'upload-photos')).toBe('done');
  });

  it('serves the family its own renditions by signed links, stripped of EXIF and the GPS position', async () => {
    const added = familyPhoto.parse(await json(await upload(rose, photosPath(rose), await phoneJpeg())));
    for (const source of added.image.sources) {
      // An <img> sends no token: the link alone opens the file (decision 0050).
      const served = await t.app.request(source.url, { headers: { 'X-Host': host } });
      expect(served.status).toBe(200);
      // Kept by this browser only, for no longer than the link opens (at most an hour).
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(served.headers.get('cache-control') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(3600);
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.exif, bytes.includes('PhoneMaker')]).toEqual(['webp', undefined, false]);
    }
    // The signature names this one file: another row's file under it opens nothing.
    const otherRow = added.image.url.replace(/case-files\/(\d+)\//, (_, id: string) => `case-files/${Number(id) - 1}/`);
    expect((await t.app.request(otherRow, { headers: { 'X-Host': host } })).status).toBe(404);
    // Not public by its media address while the obituary is unpublished.
    const publicUrl = added.image.url.replace('/api/web/case-files/', '/api/web/media/').replace(/\?.*$/, '');
    expect((await t.app.request(publicUrl, { headers: { 'X-Host': host } })).status).toBe(404);
  });

  it('judges by content: a ".jpg" that is text is refused with a clear message and leaves no row and no file', async () => {
    const rows = await caseRows(rose.ids.case, 'photos');
    const files = await filesUnder(mediaDir);
    const refused = await upload(
      rose,
      `${photosPath(rose)}?caption=holiday.jpg`,
      Buffer.from('just some text pretending to be holiday.jpg'),
      'image/jpeg',
    );
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ issues: [{ path: 'file', message: photoMessages.notAPhoto }] });
    expect(await caseRows(rose.ids.case, 'photos')).toBe(rows);
    expect(await filesUnder(mediaDir)).toEqual(files);
    expect(await filesUnder(uploadsDir)).toEqual([]);
  });

  it('refuses more than 15 MB, declared or streamed, and keeps nothing of it', async () => {
    const rows = await caseRows(rose.ids.case, 'photos');
    const declared = await t.app.request(photosPath(rose), {
      method: 'POST',
      headers: headers(rose, {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(15 * 1024 * 1024 + 1),
      }),
      body: chunkedBody(1, 16),
      duplex: 'half',
    } as RequestInit);
    expect(declared.status).toBe(413);
    // No length: counted as it arrives and cut off past the limit.
    const streamed = await t.app.request(photosPath(rose), {
      method: 'POST',
      headers: headers(rose, { 'Content-Type': 'application/octet-stream' }),
      body: chunkedBody(16, 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await json(streamed)).toMatchObject({ issues: [{ message: photoMessages.tooLarge }] });
    expect(await caseRows(rose.ids.case, 'photos')).toBe(rows);
    expect(await filesUnder(uploadsDir)).toEqual([]);
  });

  it('keeps the captions and order the family sets, and removes a photo', async () => {
    const album = familyPhotos.parse(await json(await call(rose, 'GET', photosPath(rose))));
    const reordered = [...album.items]
      .reverse()
      .map((photo, index) => ({ id: photo.id, caption: `Photo ${index + 1}` }));
    const edited = familyPhotos.parse(await json(await call(rose, 'POST', photosPath(rose), { photos: reordered })));
    expect(edited.items.map((photo) => [photo.id, photo.caption])).toEqual(reordered.map((p) => [p.id, p.caption]));
    const removed = reordered[0]!.id;
    expect((await call(rose, 'DELETE', `${photosPath(rose)}/${removed}`)).status).toBe(204);
    const after = familyPhotos.parse(await json(await call(rose, 'GET', photosPath(rose))));
    expect(after.items.map((photo) => photo.id)).not.toContain(removed);
  });

  it('keeps captions as plain text: the stored-XSS corpus comes back exactly as written', async () => {
    const photo = await solid(64, 48).png().toBuffer();
    for (const caption of storedXssCorpus) {
      const added = await upload(rose, `${photosPath(rose)}?caption=${encodeURIComponent(caption)}`, photo);
      expect(familyPhoto.parse(await json(added)).caption).toBe(caption);
    }
    const album = familyPhotos.parse(await json(await call(rose, 'GET', photosPath(rose))));
    expect(album.items.slice(-storedXssCorpus.length).map((p) => [p.caption, p.image.alt])).toEqual(
      storedXssCorpus.map((caption) => [caption, caption]),
    );
  });

  it("answers 404 for another family's photo or case, of this company or another", async () => {
    const added = familyPhoto.parse(
      await json(await upload(daniel, photosPath(daniel), await solid(300, 200).png().toBuffer())),
    );
    expect((await call(rose, 'DELETE', `${photosPath(rose)}/${added.id}`)).status).toBe(404);
    expect((await call(rose, 'DELETE', `/api/family/cases/${daniel.ids.case}/photos/${added.id}`)).status).toBe(404);
    expect((await upload(rose, photosPath(daniel), await solid(300, 200).png().toBuffer())).status).toBe(404);
    expect((await call(ada, 'GET', photosPath(daniel))).status).toBe(404);
    expect(
      (await call(rose, 'POST', photosPath(rose), { photos: [{ id: added.id, caption: 'mine now' }] })).status,
    ).toBe(422);
  });
});

describe('the music album', () => {
  it('reads title and duration from the file, and marks the task done', async () => {
    const added = await upload(rose, musicPath(rose), toneWav({ seconds: 3, title: 'Abide with Me' }));
    expect(added.status).toBe(201);
    expect(familyTrack.parse(await json(added))).toMatchObject({
      title: 'Abide with Me',
      durationSeconds: 3,
      contentType: 'audio/wav',
    });
    const untitled = familyTrack.parse(
      await json(await upload(rose, `${musicPath(rose)}?title=Hymn`, toneWav({ seconds: 2 }))),
    );
    expect(untitled.title).toBe('Hymn');
    const page = familyTracksPage.parse(await json(await call(rose, 'GET', `${musicPath(rose)}?pageSize=100`)));
    expect(page.items.slice(-2).map((track) => track.title)).toEqual(['Abide with Me', 'Hymn']);
    expect(await taskStatus(rose.ids.case, 'upload-music')).toBe('done');
  });

  it('gives each song a signed link the page plays, answering a byte range as an <audio> asks', async () => {
    const song = toneWav({ seconds: 1, title: 'Be Still' });
    const added = familyTrack.parse(await json(await upload(rose, musicPath(rose), song)));
    const listed = familyTracksPage.parse(await json(await call(rose, 'GET', `${musicPath(rose)}?pageSize=100`)));
    expect(listed.items.find((track) => track.id === added.id)?.url).toBe(added.url);
    const whole = await t.app.request(added.url, { headers: { 'X-Host': host } });
    expect([whole.status, whole.headers.get('content-type')]).toEqual([200, 'audio/wav']);
    expect(Buffer.from(await whole.arrayBuffer()).equals(song)).toBe(true);
    const ranged = await t.app.request(added.url, { headers: { 'X-Host': host, Range: 'bytes=0-3' } });
    expect([ranged.status, Buffer.from(await ranged.arrayBuffer()).toString('latin1')]).toEqual([206, 'RIFF']);
  });

  it('refuses a text file named .mp3, leaving no row and no file', async () => {
    const rows = await caseRows(rose.ids.case, 'music');
    const files = await filesUnder(mediaDir);
    const refused = await upload(rose, musicPath(rose), Buffer.from('ID3 but not really a song.mp3'), 'audio/mpeg');
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ issues: [{ path: 'file', message: audioMessages.notAudio }] });
    expect([await caseRows(rose.ids.case, 'music'), await filesUnder(mediaDir), await filesUnder(uploadsDir)]).toEqual([
      rows,
      files,
      [],
    ]);
  });

  it('streams the body to disk as it arrives: the staged file grows while the upload is still being sent', async () => {
    // If the server gathered the body in memory first, nothing would be on disk before the last chunk
    // and this poll would time out. 4 chunks of 1 MB: before sending each one after the first, the
    // staged file already holds what was sent.
    const chunk = 1024 * 1024;
    const sizes: number[] = [];
    const body = chunkedBody(4, chunk, async (index) => {
      if (index === 0) return;
      const staged = async () => {
        const [file] = await filesUnder(uploadsDir);
        return (file ? (await stat(file).catch(() => null))?.size : undefined) ?? 0;
      };
      await pollUntil(staged, (size) => size >= index * chunk);
      sizes.push(await staged());
    });
    const answer = await t.app.request(musicPath(rose), {
      method: 'POST',
      headers: headers(rose, { 'Content-Type': 'application/octet-stream' }),
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(422); // 4 MB of sevens is no song
    expect(sizes).toEqual([chunk, 2 * chunk, 3 * chunk]);
    expect(await filesUnder(uploadsDir)).toEqual([]);
  });

  it('keeps titles as plain text: the stored-XSS corpus comes back exactly as written', async () => {
    for (const title of storedXssCorpus) {
      const added = familyTrack.parse(await json(await upload(rose, musicPath(rose), toneWav({ seconds: 1, title }))));
      expect(added.title).toBe(title);
    }
  });

  it("answers 404 for another family's song", async () => {
    const added = familyTrack.parse(
      await json(await upload(daniel, musicPath(daniel), toneWav({ seconds: 1, title: 'His' }))),
    );
    expect((await call(rose, 'DELETE', `${musicPath(rose)}/${added.id}`)).status).toBe(404);
    expect((await call(daniel, 'DELETE', `${musicPath(daniel)}/${added.id}`)).status).toBe(204);
  });
});

describe("the obituary's photo", () => {
  it('is cropped to 4:5 around the centre of the crop box, becomes the obituary’s, and marks the task done', async () => {
    const saved = await upload(
      rose,
      `/api/family/cases/${rose.ids.case}/case-photo?left=100&top=0&width=600&height=500`,
      await solid(1000, 500).png().toBuffer(),
    );
    expect(saved.status).toBe(201);
    const photo = casePhoto.parse(await json(saved));
    // The largest 4:5 region in 600 × 500 is 400 × 500.
    expect([photo.image.width, photo.image.height]).toEqual([400, 500]);
    const [obituary] = await scope
      .select({ photo: obituaries.photoMediaId })
      .from(obituaries, eq(obituaries.caseId, rose.ids.case));
    expect(obituary?.photo).toBe(photo.id);
    expect(await taskStatus(rose.ids.case, 'upload-obituary-photo')).toBe('done');
    const centred = casePhoto.parse(
      await json(
        await upload(rose, `/api/family/cases/${rose.ids.case}/case-photo`, await solid(500, 1000).png().toBuffer()),
      ),
    );
    expect([centred.image.width, centred.image.height]).toEqual([500, 625]);
  });
});

describe('the memorial theme', () => {
  it("lists the company's stock themes and wears the one chosen", async () => {
    const themes = stockThemes.parse(await json(await call(rose, 'GET', '/api/family/media/albums/stock/themes')));
    expect(themes.items.map((theme) => theme.name)).toEqual(['Morning mist', 'Autumn field', 'Evergreen']);
    // Stock theme images are the company's own: public.
    expect((await t.app.request(themes.items[0]!.image.url, { headers: { 'X-Host': host } })).status).not.toBe(403);
    const chosen = memorialTheme.parse(
      await json(
        await call(rose, 'POST', `/api/family/cases/${rose.ids.case}/memorial-theme?mediaId=${themes.items[1]!.id}`),
      ),
    );
    expect(chosen.choice).toEqual({ kind: 'stock', mediaId: themes.items[1]!.id });
    expect(chosen.applied?.backgroundImageUrl).toMatch(/\.webp$/);
    expect(await taskStatus(rose.ids.case, 'select-theme')).toBe('done');
    // Another company's themes are not this one's.
    const other = stockThemes.parse(await json(await call(ada, 'GET', '/api/family/media/albums/stock/themes')));
    expect(other.items.map((theme) => theme.id)).not.toContain(themes.items[1]!.id);
  });

  it('saves a custom theme with an album photo as background, and refuses a photo of another case', async () => {
    const album = familyPhotos.parse(await json(await call(rose, 'GET', photosPath(rose))));
    const theme = {
      backgroundColor: '#102030',
      textColor: '#f0f0f0',
      accentColor: '#c08040',
      font: 'elegant',
      backgroundMediaId: album.items[0]!.id,
    };
    const saved = memorialTheme.parse(
      await json(await call(rose, 'PUT', `/api/family/cases/${rose.ids.case}/memorial-theme`, theme)),
    );
    expect(saved.choice).toEqual({ kind: 'custom', theme });
    expect(saved.applied).toMatchObject({ backgroundColor: '#102030', font: 'elegant' });
    const theirs = familyPhotos.parse(await json(await call(daniel, 'GET', photosPath(daniel)))).items[0]!.id;
    const refused = await call(rose, 'PUT', `/api/family/cases/${rose.ids.case}/memorial-theme`, {
      ...theme,
      backgroundMediaId: theirs,
    });
    expect(refused.status).toBe(422);
    const bad = await call(rose, 'PUT', `/api/family/cases/${rose.ids.case}/memorial-theme`, {
      ...theme,
      textColor: 'red',
    });
    expect(await json(bad)).toMatchObject({ issues: [{ path: 'textColor', message: 'Please enter a valid format' }] });
  });

  it('is worn by the public obituary once published, its background served publicly', async () => {
    const themes = stockThemes.parse(await json(await call(rose, 'GET', '/api/family/media/albums/stock/themes')));
    await call(rose, 'POST', `/api/family/cases/${rose.ids.case}/memorial-theme?mediaId=${themes.items[2]!.id}`);
    const [row] = await scope
      .update(
        obituaries,
        { textHtml: '<p>A life remembered.</p>', publicationState: 'published', publishedAt: new Date() },
        eq(obituaries.caseId, rose.ids.case),
      )
      .returning({ id: obituaries.id });
    const page = obituary.parse(
      await json(await t.app.request(`/api/web/obituaries/${row!.id}`, { headers: { 'X-Host': host } })),
    );
    expect(page.theme).toMatchObject({ backgroundColor: '#fbf8f3', textColor: '#2b2622', font: 'classic' });
    expect(page.theme?.backgroundImageUrl).toMatch(new RegExp(`^/api/web/media/${themes.items[2]!.id}/\\d+\\.webp$`));
    await scope.update(
      obituaries,
      { publicationState: 'unpublished', publishedAt: null },
      eq(obituaries.caseId, rose.ids.case),
    );
  });
});
