import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import type { OpenedDatabase } from '#server/db/open-database.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { findCompany, writeBackup } from './backup-company.ts';
import { restoreBackup } from './restore-company.ts';

/*
 * `npm run company -- backup` and `restore` on an opened database (decision 0087): 0 done, 1 refused
 * or failed, with what happened in words. The backup is written to `<out>.partial` and renamed into
 * place once whole, so a file under the asked name is always a complete backup.
 */

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

type Opened = OpenedDatabase & { media: MediaStore };

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export async function runBackup(
  database: Opened,
  company: string,
  out: string,
  output: CommandOutput,
): Promise<number> {
  const found = await findCompany(database.db, company);
  if (!found) {
    output.error(`No company has the slug or host "${company}": nothing was written.`);
    return 1;
  }
  const partial = `${out}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  // A failed write ends the pipeline: the next chunk's wait then fails too rather than waiting on.
  written.catch(() => {});
  const sink = async (bytes: Uint8Array) => {
    if (bytes.byteLength > 0 && !gzip.write(bytes)) await once(gzip, 'drain');
  };
  try {
    const { head, end } = await writeBackup(database, database.media, found.id, sink, new Date());
    gzip.end();
    await written;
    await rename(partial, out);
    const rows = Object.values(end.rows).reduce((total, n) => total + n, 0);
    output.log(
      `Backed up ${head.company.name} (${head.company.slug}): ${rows} rows of ${head.tables.length} tables and ` +
        `${end.media} media files, at migration ${head.migration.name}, to ${out} (${megabytes((await stat(out)).size)}).`,
    );
    if (end.missingMedia.length > 0) {
      output.error(
        `${end.missingMedia.length} media files the rows name were not in the media store (listed in the backup's ` +
          `end.json): ${end.missingMedia.slice(0, 5).join(', ')}${end.missingMedia.length > 5 ? ', …' : ''}`,
      );
      return 1;
    }
    return 0;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

export async function runRestore(database: Opened, file: string, output: CommandOutput): Promise<number> {
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) {
    output.error(`There is no backup file ${file}.`);
    return 1;
  }
  const source = createGunzip();
  createReadStream(file)
    .on('error', (error) => source.destroy(error))
    .pipe(source);
  try {
    const outcome = await restoreBackup(database.db, database.media, source).catch((error: unknown) => ({
      kind: 'refused' as const,
      // A damaged or cut-off file (gzip's check, the tar's headers): the transaction wrote nothing.
      message: `${error instanceof Error ? error.message : String(error)} Nothing was restored.`,
    }));
    if (outcome.kind === 'refused') {
      output.error(`${file} was not restored. ${outcome.message}`);
      return 1;
    }
    const { company } = outcome.head;
    output.log(
      `Restored ${company.name} (${company.slug}, company ${company.id}) from ${file}: ${outcome.rows} rows and ` +
        `${outcome.media} media files, on ${company.hosts.join(', ')}. Start the server to serve it.`,
    );
    if (outcome.missingMedia.length > 0)
      output.error(`${outcome.missingMedia.length} media files were already missing when the backup was made.`);
    return 0;
  } finally {
    source.destroy();
  }
}
