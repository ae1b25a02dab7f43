import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { emptyUploadMessage } from '#contract/family-media.ts';
import { photoMessages } from '#contract/memorial.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { postMemoryForm } from '#tests/server/memorial-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * A memory's photo takes the family uploads' one path (decision 0059). It is staged on
 * disk and the photo intake reads the staged file; the staging folder is empty again after the
 * answer, whether the memory was accepted or its photo refused. The obituary is this file's own.
 */

let database: TestDatabase;
let t: TestApp;
let uploadsDir: string;
let company: FactoryCompany;
let astrid: { id: number; caseId: number };
/** What the staging folder held each time the photo intake stored a rendition. */
let stagedDuringIntake: Buffer[][] = [];

const stagedFiles = async () =>
  Promise.all((await readdir(uploadsDir)).map((name) => readFile(join(uploadsDir, name))));

/** The run's store, noting the staging folder's files whenever the intake writes a rendition. */
function watchingStore(store: MediaStore): MediaStore {
  return {
    write: async (key, bytes) => {
      stagedDuringIntake.push(await stagedFiles());
      return store.write(key, bytes);
    },
    writeFile: (key, path) => store.writeFile(key, path),
    open: (key) => store.open(key),
    list: () => store.list(),
    removeIfWrittenBefore: (key, cutoff) => store.removeIfWrittenBefore(key, cutoff),
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = await mkdtemp(join(tmpdir(), 'lantern-memory-uploads-'));
  t = createTestApp(database.db, { media: watchingStore(database.media), uploadsDir });
  company = await createCompany(database);
  astrid = await createObituary(company.scope, { fullName: 'Astrid Elin Nyberg' });
});
afterAll(async () => {
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

let writers = 0;
const post = (photo: { bytes: Uint8Array; name: string; type: string }) =>
  postMemoryForm(
    t.app,
    astrid.id,
    { name: 'Kim Park', email: 'kim.park@example.net', text: 'With a photo.', photo },
    { host: company.host, from: `203.0.113.${(writers += 1)}` },
  );

describe("a memory's photo", () => {
  it('is read by the intake from a staged file, removed once the memory is posted', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#5a7fb8' } })
      .jpeg()
      .toBuffer();
    stagedDuringIntake = [];
    const response = await post({ bytes: photo, name: 'IMG_0002.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    // Every rendition was written while the photo, byte for byte, was the one staged file.
    expect(stagedDuringIntake.length).toBeGreaterThan(0);
    for (const files of stagedDuringIntake) expect(files.map((file) => file.equals(photo))).toEqual([true]);
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('leaves nothing staged when it is refused', async () => {
    const notAPhoto = await post({ bytes: Buffer.from('hello, I am text'), name: 'photo.jpg', type: 'image/jpeg' });
    expect(notAPhoto.status).toBe(422);
    expect(apiError.parse(await notAPhoto.json()).issues).toEqual([
      { path: 'photo', message: photoMessages.notAPhoto },
    ]);
    expect(await readdir(uploadsDir)).toEqual([]);

    const empty = await post({ bytes: new Uint8Array(0), name: 'empty.jpg', type: 'image/jpeg' });
    expect(empty.status).toBe(422);
    expect(apiError.parse(await empty.json()).issues).toEqual([{ path: 'photo', message: emptyUploadMessage }]);
    expect(await readdir(uploadsDir)).toEqual([]);
  });
});
