import { mkdir, mkdtemp, readFile, rm, writeFile, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lantern-precompress-'));
  await mkdir(join(dir, 'assets'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('precompressDirectory', () => {
  it('writes brotli and gzip variants that decompress to each text file, in sub-folders too', async () => {
    const script = 'export const greeting = "hello";\n'.repeat(200);
    await writeFile(join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(join(dir, 'assets', 'index-abc.css'), '.a{color:red}\n'.repeat(200));

    await precompressDirectory(dir);

    const js = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
    expect(await exists(join(dir, 'assets', 'index-abc.css.br'))).toBe(true);
    expect(await exists(join(dir, 'assets', 'index-abc.css.gz'))).toBe(true);
  });

  it('leaves tiny files, images that are compressed already and source maps alone', async () => {
    await writeFile(join(dir, 'tiny.js'), 'export {};');
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(4096));
    await writeFile(join(dir, 'assets', 'index-abc.js.map'), '{"version":3}'.repeat(200));

    await precompressDirectory(dir);

    for (const file of ['tiny.js', 'photo.png', 'assets/index-abc.js.map']) {
      expect(await exists(join(dir, `${file}.br`))).toBe(false);
      expect(await exists(join(dir, `${file}.gz`))).toBe(false);
    }
  });
});
