import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * An upload's staged body is removed by its request whatever happens (upload-staging.ts), unless
 * the process itself dies mid-upload. This sweep removes what such a death left: staged files
 * older than any upload can last. Several processes may share the folder (one DATA_DIR), so the
 * age, not "not mine", decides: six hours is longer than a 50 MB song takes at 20 kB/s.
 */

export const STAGED_UPLOAD_MAX_AGE_MS = 6 * 3_600_000;

/** Deletes the staged uploads of `folder` last written before `now` minus the age; answers how many. */
export async function sweepStagedUploads(folder: string, now: Date): Promise<number> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names.filter((candidate) => candidate.endsWith('.upload'))) {
    const path = join(folder, name);
    // Gone already (its request finished, or another process swept it): nothing to do.
    const written = await stat(path).then(
      (found) => found.mtimeMs,
      () => null,
    );
    if (written === null || now.getTime() - written < STAGED_UPLOAD_MAX_AGE_MS) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
