import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3Server } from '#tests/server/test-s3.ts';
import { diskMediaStore } from './disk-media-store.ts';
import { mediaKey, sourceDigest } from './media-keys.ts';
import type { MediaStore, StoredKey } from './media-store.ts';
import { s3MediaStore } from './s3-media-store.ts';

/*
 * The MediaStore contract (media-store.ts), the same cases for the disk store and the S3 store
 * (decision 0088) against s3rver, a real S3-compatible server started on a free port: bytes in and
 * out, ranges, listing, the collector's removal and its renewal by a new write, missing keys.
 */

let s3: TestS3Server;
let folder: string;
beforeAll(async () => {
  [s3, folder] = await Promise.all([startTestS3(), mkdtemp(join(tmpdir(), 'lantern-store-'))]);
});
afterAll(async () => {
  await Promise.all([s3?.stop(), rm(folder, { recursive: true, force: true })]);
});

interface Subject {
  store: () => MediaStore;
  /** Puts something that is not a media file where the store keeps its files. */
  putForeign: (name: string) => Promise<void>;
}

const subjects: Record<string, Subject> = {
  disk: {
    store: () => diskMediaStore(join(folder, 'media')),
    async putForeign(name) {
      // What a write in progress leaves: `<key>.<random>.partial`.
      const digest = sourceDigest(new TextEncoder().encode(name));
      await mkdir(join(folder, 'media', digest.slice(0, 2), digest), { recursive: true });
      await writeFile(join(folder, 'media', mediaKey(digest, 'original.jpg.3f2a.partial')), name);
    },
  },
  s3: {
    // Two keys a page: listing has to follow ListObjectsV2's continuation tokens.
    store: () => s3MediaStore(s3.settings, { listPageSize: 2 }),
    async putForeign(name) {
      // A bucket shared with something else.
      const { bucket, ...client } = s3.settings;
      await new S3Client({ ...client, requestChecksumCalculation: 'WHEN_REQUIRED' }).send(
        new PutObjectCommand({ Bucket: bucket, Key: `backups/${name}.txt`, Body: name }),
      );
    },
  },
};

/** A key of its own content, and the content. */
function sample(name: string, size = 64): { key: string; bytes: Uint8Array } {
  const bytes = new Uint8Array(randomBytes(size));
  return { key: mediaKey(sourceDigest(bytes), `${name}.bin`), bytes };
}

async function read(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

async function listed(store: MediaStore): Promise<StoredKey[]> {
  const all: StoredKey[] = [];
  for await (const file of store.list()) all.push(file);
  return all;
}

/** Waits into the next whole second and answers its start: S3 keeps times to the second. */
async function nextSecond(): Promise<Date> {
  const start = Math.floor(Date.now() / 1000) * 1000 + 1000;
  await new Promise((resolve) => setTimeout(resolve, start - Date.now() + 20));
  return new Date(start);
}

describe.each(Object.entries(subjects))('the %s media store', (_name, subject) => {
  let store: MediaStore;
  beforeAll(() => {
    store = subject.store();
  });

  it('gives back the bytes it was given, whole or as an inclusive byte range', async () => {
    const { key, bytes } = sample('write', 1000);
    await store.write(key, bytes);
    const file = await store.open(key);
    expect(file?.byteSize).toBe(1000);
    expect((await read(file!.stream())).equals(bytes)).toBe(true);
    expect((await read(file!.stream({ start: 10, end: 19 }))).equals(bytes.subarray(10, 20))).toBe(true);
    expect((await read(file!.stream({ start: 999, end: 999 }))).equals(bytes.subarray(999))).toBe(true);
  });

  it('streams a staged file in, a larger one too, and the same key written at once by two is one file', async () => {
    const { key, bytes } = sample('staged', 3 * 1024 * 1024 + 17);
    const staged = join(folder, `staged-${_name}`);
    await writeFile(staged, bytes);
    await Promise.all([store.writeFile(key, staged), store.writeFile(key, staged)]);
    const file = await store.open(key);
    expect(file?.byteSize).toBe(bytes.byteLength);
    expect((await read(file!.stream())).equals(bytes)).toBe(true);
    const tail = { start: bytes.byteLength - 5, end: bytes.byteLength - 1 };
    expect((await read(file!.stream(tail))).equals(bytes.subarray(-5))).toBe(true);
  });

  it('answers null for a key it does not have, removes nothing there, and refuses what is no media key', async () => {
    const { key } = sample('missing');
    expect(await store.open(key)).toBeNull();
    expect(await store.removeIfWrittenBefore(key, new Date(Date.now() + 60_000))).toBe(false);
    await expect(store.write('../../etc/passwd', new Uint8Array([1]))).rejects.toThrow(/Not a media key/);
    await expect(store.open('ab/cd/x.bin')).rejects.toThrow(/Not a media key/);
  });

  it('lists every media file with when it was written, over several pages, and nothing else', async () => {
    const before = Date.now() - 2000; // S3 keeps times to the second
    const files = ['one', 'two', 'three', 'four', 'five'].map((name) => sample(name));
    await Promise.all(files.map(({ key, bytes }) => store.write(key, bytes)));
    await subject.putForeign('not-ours');
    const all = await listed(store);
    const ours = all.filter((file) => files.some(({ key }) => key === file.key));
    expect(ours.map((file) => file.key).sort()).toEqual(files.map(({ key }) => key).sort());
    for (const file of ours) expect(file.writtenAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(all.every((file) => /^[0-9a-f]{2}\/[0-9a-f]{64}\/[a-z0-9]+\.[a-z0-9]+$/.test(file.key))).toBe(true);
  });

  it('removes a file last written before the cutoff only, unless a write since renewed it', async () => {
    const kept = sample('kept');
    const renewed = sample('renewed');
    const taken = sample('taken');
    await Promise.all([kept, renewed, taken].map(({ key, bytes }) => store.write(key, bytes)));
    expect(await store.removeIfWrittenBefore(kept.key, new Date(Date.now() - 60_000))).toBe(false);

    const cutoff = await nextSecond();
    await store.write(renewed.key, renewed.bytes); // the same content uploaded again
    expect(await store.removeIfWrittenBefore(renewed.key, cutoff)).toBe(false);
    expect(await store.removeIfWrittenBefore(taken.key, cutoff)).toBe(true);

    expect(await store.open(taken.key)).toBeNull();
    expect((await read((await store.open(renewed.key))!.stream())).equals(renewed.bytes)).toBe(true);
    const keys = (await listed(store)).map((file) => file.key);
    expect([keys.includes(kept.key), keys.includes(renewed.key), keys.includes(taken.key)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('the S3 media store against the server', () => {
  // s3rver checks the access key of each request but not its SigV4 signature (decision 0088).
  it('is refused with an access key the server does not know', async () => {
    const { key, bytes } = sample('stranger');
    const stranger = s3MediaStore({ ...s3.settings, credentials: { accessKeyId: 'STRANGER', secretAccessKey: 'x' } });
    await expect(stranger.write(key, bytes)).rejects.toThrow(/Access Key Id you provided does not exist/);
    expect(await s3MediaStore(s3.settings).open(key)).toBeNull();
  });
});
