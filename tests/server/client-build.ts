import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A stand-in for the Vite build (dist/client) that a test app serves. */
export interface ClientBuild {
  dir: string;
  remove(): Promise<void>;
}

/** Writes `files` (paths relative to the build, folders made as needed) into a fresh temporary folder. */
export async function writeClientBuild(files: Record<string, string | Uint8Array>): Promise<ClientBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'lantern-client-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
