import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { companies, companyHosts } from '#server/db/schema.ts';
import { assertMediaKey, type MediaStore } from '#server/media/media-store.ts';
import { companyTables, migrationLevel, moveSequencesPastRestoredIds, rowsOf, sameLevel } from './backup-catalog.ts';
import {
  BACKUP_FORMAT_VERSION,
  backupEnd,
  backupHead,
  backupPaths,
  entryOf,
  type BackupHead,
} from './backup-format.ts';
import { TarReader } from './tar-reader.ts';

/*
 * `npm run company -- restore <file>` once its flags are read (decision 0087). Refusals come before
 * anything is written: an archive that is no backup, one made at another migration level (its rows
 * would not fit this schema's columns), a database that has a company already (a backup keeps its ids,
 * so it only fits an install with none). Then every row goes in ONE transaction, table by table in the
 * archive's order (parents first), each page handed to PostgreSQL's jsonb_populate_recordset as the
 * backup read it; media files are streamed through a temporary file into the store (`writeFile`, so a
 * video never sits in memory). The counts at the archive's end must be what was read, or nothing is
 * kept; then each id sequence moves past the highest restored id. A refusal after media were written
 * leaves only files no row names, which the unused-media sweep removes a day later.
 */

export type RestoreOutcome =
  | { kind: 'restored'; head: BackupHead; rows: number; media: number; missingMedia: string[] }
  | { kind: 'refused'; reason: 'not-a-backup' | 'other-level' | 'not-empty' | 'incomplete'; message: string };

class Refused extends Error {
  constructor(
    readonly reason: Extract<RestoreOutcome, { kind: 'refused' }>['reason'],
    message: string,
  ) {
    super(message);
  }
}

const decoder = new TextDecoder();

async function readHead(reader: TarReader): Promise<BackupHead> {
  const first = await reader.next();
  if (first?.path !== backupPaths.head || first.size > 1_000_000)
    throw new Refused('not-a-backup', `It does not start with ${backupPaths.head}.`);
  let parsed;
  try {
    parsed = backupHead.safeParse(JSON.parse(decoder.decode(await reader.whole())));
  } catch {
    throw new Refused('not-a-backup', `Its ${backupPaths.head} is not JSON.`);
  }
  if (!parsed.success) throw new Refused('not-a-backup', `Its ${backupPaths.head} does not describe a backup.`);
  if (parsed.data.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new Refused(
      'not-a-backup',
      `It is in backup format ${parsed.data.formatVersion}; this Lantern reads format ${BACKUP_FORMAT_VERSION}.`,
    );
  return parsed.data;
}

async function refuseUnlessEmpty(db: Pick<Database, 'select'>, head: BackupHead): Promise<void> {
  const present = await db.select({ id: companies.id, slug: companies.slug, name: companies.name }).from(companies);
  if (present.length === 0) return;
  const hosts = await db.select({ host: companyHosts.host }).from(companyHosts);
  const same = present.find((company) => company.id === head.company.id || company.slug === head.company.slug);
  const sharedHost = hosts.find((row) => head.company.hosts.includes(row.host));
  if (same || sharedHost)
    throw new Refused(
      'not-empty',
      `${head.company.name} is already in this database (${same ? `company ${same.id}, ${same.slug}` : `host ${sharedHost!.host}`}). ` +
        'A backup restores only into an install with no company: nothing was written.',
    );
  throw new Refused(
    'not-empty',
    `This database already has ${present.map((company) => company.name).join(', ')}. A backup keeps its ids, ` +
      'so it restores only into an install with no company: nothing was written.',
  );
}

/** Streams a media entry into the store through a temporary file. */
async function restoreMedia(reader: TarReader, media: MediaStore, key: string, folder: string): Promise<void> {
  assertMediaKey(key);
  const path = join(folder, 'media');
  await pipeline(Readable.from(reader.body()), createWriteStream(path));
  await media.writeFile(key, path);
  await rm(path, { force: true });
}

export async function restoreBackup(
  db: Database,
  media: MediaStore,
  source: AsyncIterable<Uint8Array>,
): Promise<RestoreOutcome> {
  const reader = new TarReader(source);
  const folder = await mkdtemp(join(tmpdir(), 'lantern-restore-'));
  try {
    const head = await readHead(reader);
    const [archive, database] = [head.migration, await migrationLevel(db)];
    if (!sameLevel(archive, database))
      throw new Refused(
        'other-level',
        `It was made with the database at migration ${archive.name} (${archive.applied} applied); this database is at ` +
          `${database.name} (${database.applied} applied). Restore it with the Lantern version that made it, then start ` +
          'this version, which migrates it. Nothing was written.',
      );
    await refuseUnlessEmpty(db, head);
    const tables = new Map((await companyTables(db)).map((table) => [table.name, table]));
    const unknown = head.tables.find((name) => !tables.has(name));
    if (unknown) throw new Refused('not-a-backup', `It holds a table this database does not have: ${unknown}.`);

    return await db.transaction(async (tx) => {
      await refuseUnlessEmpty(tx, head);
      const counted: Record<string, number> = {};
      let mediaFiles = 0;
      for (let entry = await reader.next(); ; entry = await reader.next()) {
        if (!entry) throw new Refused('incomplete', `It ends before ${backupPaths.end}: the backup is incomplete.`);
        const what = entryOf(entry.path);
        if (what.kind === 'rows') {
          const table = tables.get(what.table);
          if (!table || !head.tables.includes(what.table))
            throw new Refused('not-a-backup', `It holds rows of a table it does not list: ${what.table}.`);
          const page = decoder.decode(await reader.whole());
          const columns = sql.join(
            table.columns.map((column) => sql.identifier(column)),
            sql`, `,
          );
          const [inserted] = await rowsOf<{ rows: number }>(
            tx,
            sql`with inserted as (
                  insert into ${sql.identifier(table.name)} (${columns})
                  select ${columns} from jsonb_populate_recordset(null::${sql.identifier(table.name)}, ${page}::jsonb)
                  returning 1)
                select count(*)::int as "rows" from inserted`,
          );
          counted[table.name] = (counted[table.name] ?? 0) + Number(inserted?.rows ?? 0);
        } else if (what.kind === 'media') {
          await restoreMedia(reader, media, what.key, folder);
          mediaFiles += 1;
        } else if (what.kind === 'end') {
          const end = backupEnd.parse(JSON.parse(decoder.decode(await reader.whole())));
          const short = head.tables.find((name) => (end.rows[name] ?? 0) !== (counted[name] ?? 0));
          if (short || end.media !== mediaFiles)
            throw new Refused(
              'incomplete',
              short
                ? `It says ${end.rows[short] ?? 0} rows of ${short}, and holds ${counted[short] ?? 0}: nothing was restored.`
                : `It says ${end.media} media files, and holds ${mediaFiles}: nothing was restored.`,
            );
          if ((await reader.next()) !== null) throw new Refused('not-a-backup', `It goes on after ${backupPaths.end}.`);
          await moveSequencesPastRestoredIds(tx, head.tables);
          const rows = Object.values(counted).reduce((total, n) => total + n, 0);
          return { kind: 'restored', head, rows, media: mediaFiles, missingMedia: end.missingMedia } as const;
        } else {
          throw new Refused('not-a-backup', `It holds a file a backup does not: ${entry.path}.`);
        }
      }
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', reason: error.reason, message: error.message };
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
