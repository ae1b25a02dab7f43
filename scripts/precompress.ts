import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images other than SVG and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|ico|webmanifest)$/;
/** Below this, the encoding's headers cost about what it saves. */
const minimumBytes = 1024;

export interface Precompressed {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of `dir` worth it, once at build time, so the server sends them as they are
 * (decision 0025). A variant that is not smaller than the file is not written.
 */
export async function precompressDirectory(dir: string): Promise<Precompressed[]> {
  const done: Precompressed[] = [];
  for await (const file of filesUnder(dir)) {
    if (!compressible.test(file) || (await stat(file)).size < minimumBytes) continue;
    const original = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
      gzipAsync(original, { level: 9 }),
    ]);
    if (br.length < original.length) await writeFile(`${file}.br`, br);
    if (gz.length < original.length) await writeFile(`${file}.gz`, gz);
    done.push({ file, bytes: original.length, br: br.length, gzip: gz.length });
  }
  return done;
}

/** Vite plugin: precompress the client build once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'lantern-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      // The server render's build (decision 0091) is read from disk by the server, never sent.
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const files = await precompressDirectory(outDir);
      this.info(`precompressed ${files.length} files (brotli and gzip)`);
    },
  };
}
