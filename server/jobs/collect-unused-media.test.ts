import { mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { media } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { diskMediaStore } from '#server/media/disk-media-store.ts';
import { memoryMediaStore } from '#server/media/memory-media-store.ts';
import { mediaKey, sourceDigest } from '#server/media/media-keys.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { createTestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { collectUnusedMedia, UNUSED_MEDIA_GRACE_MS } from './collect-unused-media.ts';

let database: TestDatabase;
let folder: string;
let store: MediaStore;
beforeAll(async () => {
  database = await openTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'lantern-collect-'));
  store = diskMediaStore(folder);
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

const now = new Date('2026-11-23T12:00:00.000Z');
const hour = 3_600_000;

/** A file of its own content, last written `ageMs` before `now`. */
async function stored(name: string, ageMs: number): Promise<string> {
  const bytes = new TextEncoder().encode(`bytes of ${name}`);
  const key = mediaKey(sourceDigest(bytes), 'original.bin');
  await store.write(key, bytes);
  const written = new Date(now.getTime() - ageMs);
  await utimes(join(folder, key), written, written);
  return key;
}

const present = (key: string) =>
  stat(join(folder, key)).then(
    () => true,
    () => false,
  );

async function namedBy(companyId: number, key: string) {
  const variant = { key, contentType: 'application/octet-stream', width: null, height: null, byteSize: 1 };
  await tenantScope(database.db, companyId).insert(media, { kind: 'photo', album: 'themes', variants: [variant] });
}

it('removes files no row of any company names, a day after their last write; a rewrite renews one', async () => {
  expect(UNUSED_MEDIA_GRACE_MS).toBe(24 * hour);
  const ours = await stored('named by Evergreen', 30 * 24 * hour);
  const theirs = await stored('named by Quiet Harbor', 30 * 24 * hour);
  const deleted = await stored('a deleted photo', 24 * hour + 1000);
  const uploading = await stored('an upload before its row', 24 * hour - 1000);
  const again = await stored('deleted, then uploaded again', 30 * 24 * hour);
  await namedBy(database.demoCompanyId, ours);
  await namedBy(database.otherCompanyId, theirs);
  // The same content uploaded again: the write finds the file and renews it before its row exists.
  await store.write(again, new TextEncoder().encode('bytes of deleted, then uploaded again'));

  expect(await collectUnusedMedia(database.db, store, now)).toBe(1);
  expect(await Promise.all([ours, theirs, deleted, uploading, again].map(present))).toEqual([
    true,
    true,
    false,
    true,
    true,
  ]);
  expect(await collectUnusedMedia(database.db, store, now)).toBe(0);
});

it('takes nothing the demo seed stores: every file it writes is named by a row', async () => {
  // A company of the demo seed made into a store of its own: whatever it holds, the seed wrote.
  const seeded = memoryMediaStore();
  const { app } = createTestApp(database.db, { media: seeded, testRoutes: true });
  expect((await app.request('/api/testing/companies', { method: 'POST' })).status).toBe(201);
  const files: string[] = [];
  for await (const file of seeded.list()) files.push(file.key);
  expect(files.length).toBeGreaterThan(10);
  const muchLater = new Date(Date.now() + 30 * 24 * hour);
  expect(await collectUnusedMedia(database.db, seeded, muchLater)).toBe(0);
});
