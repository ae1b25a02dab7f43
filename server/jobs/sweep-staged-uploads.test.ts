import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { STAGED_UPLOAD_MAX_AGE_MS, sweepStagedUploads } from './sweep-staged-uploads.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lantern-staged-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const now = new Date('2026-11-23T12:00:00.000Z');
const hour = 3_600_000;

async function staged(name: string, ageMs: number) {
  const path = join(folder, name);
  await writeFile(path, 'bytes');
  const written = new Date(now.getTime() - ageMs);
  await utimes(path, written, written);
}

it('removes staged uploads older than six hours, and nothing else', async () => {
  expect(STAGED_UPLOAD_MAX_AGE_MS).toBe(6 * hour);
  await staged('left-by-a-crash.upload', 6 * hour);
  await staged('older-still.upload', 30 * hour);
  await staged('arriving-now.upload', 6 * hour - 1000);
  await staged('not-an-upload.txt', 30 * hour);

  expect(await sweepStagedUploads(folder, now)).toBe(2);
  expect((await readdir(folder)).sort()).toEqual(['arriving-now.upload', 'not-an-upload.txt']);
  expect(await sweepStagedUploads(folder, now)).toBe(0);
});

it('answers 0 for a folder no upload has made yet', async () => {
  expect(await sweepStagedUploads(join(folder, 'never-made'), now)).toBe(0);
});
