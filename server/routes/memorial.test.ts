import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memoryPosted,
  memoryPostedMessages,
  memoryRefusals,
  obituaryMemories,
  obituaryPhotos,
  memorialVideo,
  photoMessages,
} from '#contract/memorial.ts';
import { apiError } from '#contract/errors.ts';
import { media, memorialWallComments } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { postMemoryForm, setVideoApproved, setWall } from '#tests/server/memorial-fixtures.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createMemorial } from '#tests/server/factories/memorial.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createTestApp, get, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The public memorial of an obituary (decision 0030). Photos and memories are public only once
 * published and approved; a writer's email never leaves; memory text is kept as typed; photos are
 * judged by content and lose their metadata; files are served only while public.
 * The obituaries and their memorials are this file's own: Astrid's has an album of three photos,
 * memories in every status (one with a photo, one whose text holds HTML) and an approved video.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let scope: TenantScope;
let astrid: { id: number; caseId: number };
let mateo: { id: number; caseId: number };
let osric: { id: number; caseId: number };

const samBody = 'She said coffee should be <b>bold</b> or not at all. <script>alert("hi")</script> We will miss her.';

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  ({ scope } = company);
  astrid = await createObituary(scope, { fullName: 'Astrid Elin Nyberg', diedDaysAgo: 3 });
  await createMemorial(scope, database.media, astrid.caseId, {
    photos: [
      { caption: "Astrid's garden in Southeast Portland, in full bloom" },
      { caption: 'Evening over Uppsala, where Astrid was born' },
      { caption: 'The lake where the family spent every summer' },
    ],
    memories: [
      { authorName: 'Hana Novak', authorEmail: 'hana.novak@example.com', body: 'Piano every Tuesday.', hoursAgo: 50 },
      {
        authorName: 'Marco Bellini',
        authorEmail: 'marco.bellini@example.com',
        body: 'Our picnic by the river.',
        hoursAgo: 30,
        photo: {},
      },
      { authorName: 'Sol Rivera', authorEmail: 'sol.rivera@example.com', body: samBody, hoursAgo: 20 },
      {
        authorName: 'Pia Moreau',
        authorEmail: 'pia.moreau@example.com',
        body: 'Waiting for the family.',
        status: 'pending',
        hoursAgo: 2,
      },
      {
        authorName: 'Cheap Watches Deals',
        authorEmail: 'spam@example.com',
        body: 'Great deals on watches!',
        status: 'rejected',
        hoursAgo: 10,
      },
    ],
    video: { approved: true },
  });
  mateo = await createObituary(scope, { fullName: 'Mateo Ruiz Ortega', diedDaysAgo: 6 });
  await createMemorial(scope, database.media, mateo.caseId, { photos: [{ caption: 'The workshop' }] });
  osric = await createObituary(scope, { fullName: 'Osric Draft Vale', published: false });
});
afterAll(() => database.close());

const json = async (path: string, host = company.host) => {
  const response = await get(t.app, path, { host });
  return { status: response.status, text: await response.text() };
};
const memoriesOf = async (id: number) =>
  obituaryMemories.parse(JSON.parse((await json(`/api/web/obituaries/${id}/memories`)).text));
const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  get(t.app, url, { host: company.host, headers });
const postMemory = (id: number, form: Parameters<typeof postMemoryForm>[2], from: string) =>
  postMemoryForm(t.app, id, form, { host: company.host, from });

const jpeg = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#5a7fb8' } })
    .jpeg()
    .toBuffer();

let writers = 0;
/** A client address of its own, so tests never share a limit by accident. */
const newWriter = () => `203.0.113.${(writers += 1)}`;

const validMemory = { name: 'Kim Park', email: 'kim.park@example.net', text: 'She lit up every room.' };

describe('GET /api/web/obituaries/{id}/photos', () => {
  it("lists the album in the family's order with captions and WebP renditions", async () => {
    const { status, text } = await json(`/api/web/obituaries/${astrid.id}/photos`);
    expect(status).toBe(200);
    const { items } = obituaryPhotos.parse(JSON.parse(text));
    expect(items.map((photo) => photo.alt)).toEqual([
      "Astrid's garden in Southeast Portland, in full bloom",
      'Evening over Uppsala, where Astrid was born',
      'The lake where the family spent every summer',
    ]);
    const first = items[0]!;
    expect([first.url, first.width, first.height]).toEqual([`/api/web/media/${first.id}/640.webp`, 640, 480]);
    expect(first.sources).toEqual(
      [320, 640, 800].map((width) => ({ url: `/api/web/media/${first.id}/${width}.webp`, width })),
    );
  });

  it('serves a public photo with its type and immutable caching', async () => {
    const { items } = obituaryPhotos.parse(JSON.parse((await json(`/api/web/obituaries/${astrid.id}/photos`)).text));
    const response = await fetchFile(items[0]!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([served.format, served.width]).toEqual(['webp', 640]);
    // A name the photo has no rendition under is nothing.
    expect((await fetchFile(`/api/web/media/${items[0]!.id}/9999.webp`)).status).toBe(404);
  });

  it('answers 404 for an unpublished obituary and for its photos, and on another company', async () => {
    expect((await json(`/api/web/obituaries/${osric.id}/photos`)).status).toBe(404);
    const [row] = await scope
      .insert(media, { caseId: osric.caseId, kind: 'photo', album: 'photos', variants: await firstPhotoVariants() })
      .returning({ id: media.id });
    expect((await fetchFile(`/api/web/media/${row!.id}/640.webp`)).status).toBe(404);
    // Astrid's obituary and photo, asked for on the other company's site.
    expect((await json(`/api/web/obituaries/${astrid.id}/photos`, other.host)).status).toBe(404);
    const { items } = obituaryPhotos.parse(JSON.parse((await json(`/api/web/obituaries/${astrid.id}/photos`)).text));
    expect((await get(t.app, items[0]!.url, { host: other.host })).status).toBe(404);
  });
});

async function firstPhotoVariants() {
  const [row] = await scope.select({ variants: media.variants }).from(media, eq(media.album, 'photos')).limit(1);
  return row!.variants;
}

describe('GET /api/web/obituaries/{id}/memories', () => {
  it('lists approved memories only, newest first, with no email anywhere', async () => {
    const { status, text } = await json(`/api/web/obituaries/${astrid.id}/memories`);
    expect(status).toBe(200);
    const page = obituaryMemories.parse(JSON.parse(text));
    expect(page.items.map((memory) => memory.authorName)).toEqual(['Sol Rivera', 'Marco Bellini', 'Hana Novak']);
    expect(page.total).toBe(3);
    expect(page.wall).toEqual({ shown: true, posting: 'anyone', moderation: 'approve-first' });
    expect(text).not.toContain('@example.com');
    expect(text).not.toMatch(/email/i);
    expect(text).not.toContain('Pia Moreau');
    expect(text).not.toContain('Cheap Watches');
  });

  it('keeps the text as typed, HTML and all', async () => {
    const sol = (await memoriesOf(astrid.id)).items.find((memory) => memory.authorName === 'Sol Rivera')!;
    expect(sol.body).toBe(
      'She said coffee should be <b>bold</b> or not at all. <script>alert("hi")</script> We will miss her.',
    );
  });

  it("serves an approved memory's photo, and pages", async () => {
    const page = await memoriesOf(astrid.id);
    const marco = page.items.find((memory) => memory.authorName === 'Marco Bellini')!;
    expect((await fetchFile(marco.photo!.url)).status).toBe(200);
    const second = obituaryMemories.parse(
      JSON.parse((await json(`/api/web/obituaries/${astrid.id}/memories?page=2&pageSize=2`)).text),
    );
    expect(second.items.map((memory) => memory.authorName)).toEqual(['Hana Novak']);
  });

  it('shows nothing of a hidden wall, and 404 for an unknown or unpublished obituary', async () => {
    await setWall(scope, mateo.caseId, { shown: false });
    await scope.insert(memorialWallComments, {
      caseId: mateo.caseId,
      authorName: 'Hidden Writer',
      authorEmail: 'hidden@example.net',
      body: 'Not shown',
      status: 'approved',
    });
    const page = await memoriesOf(mateo.id);
    expect(page).toMatchObject({ items: [], total: 0, wall: { shown: false } });
    expect((await postMemory(mateo.id, validMemory, newWriter())).status).toBe(403);
    expect((await json(`/api/web/obituaries/${osric.id}/memories`)).status).toBe(404);
    expect((await json('/api/web/obituaries/2147483647/memories')).status).toBe(404);
  });
});

describe('POST /api/web/obituaries/{id}/memories', () => {
  it('holds a memory for approval by default and tells the writer so', async () => {
    const response = await postMemory(astrid.id, { ...validMemory, text: 'Held for approval, please.' }, newWriter());
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(memoryPosted.parse(JSON.parse(text))).toMatchObject({
      status: 'pending',
      message: memoryPostedMessages.pending,
    });
    expect(text).not.toContain('kim.park');
    const page = await memoriesOf(astrid.id);
    expect(page.items.map((memory) => memory.body)).not.toContain('Held for approval, please.');
    // Stored as typed, with the email for the family's moderation.
    const [row] = await scope.selectAll(
      memorialWallComments,
      eq(memorialWallComments.body, 'Held for approval, please.'),
    );
    expect(row).toMatchObject({ status: 'pending', authorEmail: 'kim.park@example.net', authorName: 'Kim Park' });
  });

  it('shows it at once on an open wall', async () => {
    const maeve = await createObituary(scope, { fullName: "Maeve Ann O'Hara", diedDaysAgo: 12 });
    await setWall(scope, maeve.caseId, { moderation: 'open' });
    const body = '<img src=x onerror=alert(1)> Thank you, Maeve.';
    const response = await postMemory(maeve.id, { ...validMemory, text: `  ${body}  ` }, newWriter());
    expect(memoryPosted.parse(await response.json())).toMatchObject({
      status: 'approved',
      message: memoryPostedMessages.approved,
    });
    expect((await memoriesOf(maeve.id)).items[0]).toMatchObject({ authorName: 'Kim Park', body });
  });

  it('refuses anonymous writers on a members-only wall, with a clear message', async () => {
    const emeka = await createObituary(scope, { fullName: 'Emeka Obi Nwosu', diedDaysAgo: 20 });
    await setWall(scope, emeka.caseId, { posting: 'members' });
    const response = await postMemory(emeka.id, validMemory, newWriter());
    expect(response.status).toBe(403);
    expect(apiError.parse(await response.json()).issues).toEqual([{ path: '', message: memoryRefusals.membersOnly }]);
    expect((await memoriesOf(emeka.id)).wall.posting).toBe('members');
  });

  it('answers spec §5 messages next to the fields', async () => {
    const response = await postMemory(astrid.id, { name: '  ', email: 'not-an-email' }, newWriter());
    expect(response.status).toBe(422);
    expect(apiError.parse(await response.json()).issues).toEqual([
      { path: 'name', message: 'This field is required' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'text', message: 'This field is required' },
    ]);
  });

  it("strips a photo's GPS position and keeps it private until the memory is approved", async () => {
    const withGps = await sharp(await jpeg())
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1' } })
      .jpeg()
      .toBuffer();
    const response = await postMemory(
      astrid.id,
      { ...validMemory, text: 'With a photo.', photo: { bytes: withGps, name: 'IMG_0001.jpg', type: 'image/jpeg' } },
      newWriter(),
    );
    expect(response.status).toBe(201);
    const { id } = memoryPosted.parse(await response.json());
    const [comment] = await scope.selectAll(memorialWallComments, eq(memorialWallComments.id, id));
    const [photo] = await scope.selectAll(media, eq(media.id, comment!.photoMediaId!));
    expect(photo).toMatchObject({ album: 'memory', kind: 'photo', width: 640, height: 480 });
    const url = `/api/web/media/${photo!.id}/640.webp`;
    // Pending: not reachable by guessing its id.
    expect((await fetchFile(url)).status).toBe(404);

    await scope.update(memorialWallComments, { status: 'approved' }, eq(memorialWallComments.id, id));
    const served = await fetchFile(url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes('PhoneMaker')).toBe(false);
    const listed = (await memoriesOf(astrid.id)).items.find((memory) => memory.id === id);
    expect(listed?.photo?.url).toBe(url);
  });

  it('judges a photo by its content, not its name or declared type', async () => {
    const png = await sharp(await jpeg(50, 40))
      .png()
      .toBuffer();
    const renamed = await postMemory(
      astrid.id,
      { ...validMemory, photo: { bytes: png, name: 'holiday.jpg', type: 'image/jpeg' } },
      newWriter(),
    );
    expect(renamed.status).toBe(201);

    const textFile = await postMemory(
      astrid.id,
      {
        ...validMemory,
        text: 'Text pretending.',
        photo: { bytes: Buffer.from('hello, I am text'), name: 'photo.jpg', type: 'image/jpeg' },
      },
      newWriter(),
    );
    expect(textFile.status).toBe(422);
    expect(apiError.parse(await textFile.json()).issues).toEqual([{ path: 'photo', message: photoMessages.notAPhoto }]);
    // Nothing was stored for the refused one.
    expect(await scope.count(memorialWallComments, eq(memorialWallComments.body, 'Text pretending.'))).toBe(0);
  });
});

describe('GET /api/web/obituaries/{id}/video', () => {
  it('gives the approved video with captions and poster, served with their types', async () => {
    const { video } = memorialVideo.parse(JSON.parse((await json(`/api/web/obituaries/${astrid.id}/video`)).text));
    expect(video).toMatchObject({ contentType: 'video/mp4', width: 480, height: 360 });
    const movie = await fetchFile(video!.url);
    expect([movie.status, movie.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    const captions = await fetchFile(video!.captions!);
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await captions.text()).toMatch(/^WEBVTT/);
    expect((await fetchFile(video!.poster!)).headers.get('content-type')).toBe('image/webp');
    // Seeking asks for a range.
    const range = await fetchFile(video!.url, { Range: 'bytes=0-99' });
    expect([range.status, range.headers.get('content-range')?.startsWith('bytes 0-99/')]).toEqual([206, true]);
    expect((await range.arrayBuffer()).byteLength).toBe(100);
    // A range past the end cannot be given: 416 with the file's size, never the whole file.
    const size = Number(range.headers.get('content-range')!.split('/')[1]);
    for (const asked of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const beyond = await fetchFile(video!.url, { Range: asked });
      expect([beyond.status, beyond.headers.get('content-range')], asked).toEqual([416, `bytes */${size}`]);
      expect((await beyond.arrayBuffer()).byteLength).toBe(0);
    }
    // A Range this server does not take (several ranges, other units, b before a) gets the whole file.
    for (const ignored of ['bytes=0-1,5-9', 'items=0-1', 'bytes=9-1']) {
      const whole = await fetchFile(video!.url, { Range: ignored });
      expect([whole.status, whole.headers.get('content-length')], ignored).toEqual([200, String(size)]);
      await whole.arrayBuffer();
    }
  });

  it('gives null before approval, and the files are not served', async () => {
    const { video } = memorialVideo.parse(JSON.parse((await json(`/api/web/obituaries/${astrid.id}/video`)).text));
    await setVideoApproved(scope, astrid.caseId, null);
    try {
      expect(JSON.parse((await json(`/api/web/obituaries/${astrid.id}/video`)).text)).toEqual({ video: null });
      for (const url of [video!.url, video!.captions!, video!.poster!]) expect((await fetchFile(url)).status).toBe(404);
    } finally {
      await setVideoApproved(scope, astrid.caseId, new Date());
    }
    expect(JSON.parse((await json(`/api/web/obituaries/${mateo.id}/video`)).text)).toEqual({ video: null });
    expect((await json(`/api/web/obituaries/${astrid.id}/video`, other.host)).status).toBe(404);
  });
});
