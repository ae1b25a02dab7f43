import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { companies, companyHosts } from '#server/db/schema.ts';
import { isMediaKey, type MediaStore } from '#server/media/media-store.ts';
import { companyTables, migrationLevel, moveSequencesPastRestoredIds, rowsOf, sameLevel } from './backup-catalog.ts';
import {
  BACKUP_FORMAT_VERSION,
  backupEnd,
  backupHead,
  backupPaths,
  END_MAX_BYTES,
  entryOf,
  HEAD_MAX_BYTES,
  ROW_MAX_BYTES,
  ROWS_PAGE_MAX_BYTES,
  ROWS_PER_PAGE,
  type BackupHead,
} from './backup-format.ts';
import { NotRowsPage, pageRows } from './page-rows.ts';
import { DamagedArchive, EntryTooLarge, TarReader } from './tar-reader.ts';

/*
 * `npm run company -- restore <file>` once its flags are read (decision 0087). Refusals come before
 * anything is written: an archive that is no backup, one made at another migration level (its rows
 * would not fit this schema's columns), a database that has a company already (a backup keeps its ids,
 * so it only fits an install with none). Then every row goes in ONE transaction, table by table in the
 * archive's order (parents first), each page read a row at a time and handed to PostgreSQL's
 * jsonb_populate_recordset a batch at a time, each row as the backup wrote it; media files are streamed
 * through a temporary file into the store (`writeFile`, so a video never sits in memory). The counts at the archive's end must be what was read, or nothing is
 * kept; then each id sequence moves past the highest restored id.
 *
 * The archive is untrusted (decision 0112): it is read by tar-stream an entry at a time, and an entry is
 * taken whole only after its tar header is checked against a cap (backup.json and end.json) and refused
 * unread over it; a page of rows is refused unread over ROWS_PAGE_MAX_BYTES, then streamed, a row past
 * ROW_MAX_BYTES refused as it grows; a media file must be one a restored `media` row names, with that
 * row's byteSize. A refused insert is told as its table and row number, never its
 * values (a row holds password hashes). A refused restore removes the media files it wrote.
 */

export type RestoreOutcome =
  | { kind: 'restored'; head: BackupHead; rows: number; media: number; missingMedia: string[] }
  | {
      kind: 'refused';
      reason: 'not-a-backup' | 'other-level' | 'not-empty' | 'incomplete' | 'damaged' | 'too-large' | 'row-refused';
      message: string;
    };

class Refused extends Error {
  constructor(
    readonly reason: Extract<RestoreOutcome, { kind: 'refused' }>['reason'],
    message: string,
  ) {
    super(message);
  }
}

const decoder = new TextDecoder();
/** A batch handed to the database ends at the row that takes its text past this (or at ROWS_PER_PAGE rows). */
const BATCH_BYTES = 4 * 1024 * 1024;

async function readHead(reader: TarReader): Promise<BackupHead> {
  const first = await reader.next();
  if (first?.path !== backupPaths.head)
    throw new Refused('not-a-backup', `It does not start with ${backupPaths.head}.`);
  refuseOverCap(first.path, first.size, HEAD_MAX_BYTES);
  let parsed;
  try {
    parsed = backupHead.safeParse(JSON.parse(decoder.decode(await reader.whole(HEAD_MAX_BYTES))));
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

/** Refuses an entry whose tar header claims more than `most` bytes, before a byte of it is read. */
function refuseOverCap(path: string, size: number, most: number): void {
  if (size > most)
    throw new Refused(
      'too-large',
      `Its entry ${path} claims ${size} bytes, more than the ${most} a restore reads of it: nothing was restored.`,
    );
}

/** PostgreSQL's five-character error code of a refused statement (never its message, which may quote the row). */
function sqlState(error: unknown): string | undefined {
  for (let at: unknown = error; at instanceof Object; at = (at as { cause?: unknown }).cause) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
interface Table {
  name: string;
  columns: string[];
}

const insertRows = (table: Table, rows: SQL) => {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  return sql`with inserted as (
      insert into ${sql.identifier(table.name)} (${columns})
      select ${columns} from jsonb_populate_recordset(null::${sql.identifier(table.name)}, ${rows}::jsonb)
      returning 1)
    select count(*)::int as "rows" from inserted`;
};

/**
 * A batch of rows in one statement, under a savepoint. When the database refuses it, each row is tried
 * alone to name the first it refuses, by its number in the table: the refusal says the table, the row
 * number and PostgreSQL's error code, never the database's message (its detail quotes the values).
 */
async function insertBatch(tx: Tx, table: Table, rows: string[], before: number): Promise<number> {
  try {
    const [inserted] = await tx.transaction((savepoint) =>
      rowsOf<{ rows: number }>(savepoint, insertRows(table, sql`${`[${rows.join(',')}]`}`)),
    );
    return Number(inserted?.rows ?? 0);
  } catch (error) {
    for (const [index, row] of rows.entries()) {
      const failed = await tx
        .transaction((savepoint) => rowsOf(savepoint, insertRows(table, sql`${`[${row}]`}`)))
        .then(
          () => null,
          (rowError: unknown) => rowError,
        );
      if (failed !== null) {
        const code = sqlState(failed);
        throw new Refused(
          'row-refused',
          `Row ${before + index + 1} of ${table.name} was refused by the database` +
            `${code ? ` (PostgreSQL error ${code})` : ''}: nothing was restored.`,
        );
      }
    }
    const code = sqlState(error);
    throw new Refused(
      'row-refused',
      `Rows ${before + 1} to ${before + rows.length} of ${table.name} were refused by the database` +
        `${code ? ` (PostgreSQL error ${code})` : ''}: nothing was restored.`,
    );
  }
}

/**
 * A page of rows, read a row at a time as the archive gives it (page-rows.ts) and handed to the database
 * a batch at a time: at most ROWS_PER_PAGE rows or BATCH_BYTES of text and the row that passes it, so
 * memory holds one batch whatever the page's entry claims. Answers how many rows went in.
 */
async function insertPage(tx: Tx, table: Table, page: AsyncIterable<Uint8Array>, before: number): Promise<number> {
  let inserted = 0;
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length > 0) inserted += await insertBatch(tx, table, batch, before + inserted);
    [batch, bytes] = [[], 0];
  };
  try {
    for await (const row of pageRows(page, ROW_MAX_BYTES)) {
      batch.push(row);
      bytes += row.length;
      if (batch.length >= ROWS_PER_PAGE || bytes >= BATCH_BYTES) await flush();
    }
  } catch (error) {
    if (!(error instanceof NotRowsPage)) throw error;
    const after = before + error.after;
    throw error.why === 'row-too-large'
      ? new Refused(
          'too-large',
          `A row of ${table.name} after row ${after} is larger than the ${ROW_MAX_BYTES} bytes a restore takes of one row: nothing was restored.`,
        )
      : new Refused(
          'row-refused',
          `A page of ${table.name} after row ${after} is not a JSON array of rows: nothing was restored.`,
        );
  }
  await flush();
  return inserted;
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

/**
 * Streams a media entry into the store through a temporary file, once its header's size is the one a
 * restored `media` row gives the key; answers whether the key is new to the store (a refusal removes it).
 */
async function restoreMedia(
  tx: Tx,
  reader: TarReader,
  media: MediaStore,
  entry: { path: string; size: number; key: string },
  folder: string,
): Promise<boolean> {
  if (!isMediaKey(entry.key)) throw new Refused('not-a-backup', `It holds a file a backup does not: ${entry.path}.`);
  const [named] = await rowsOf<{ byteSize: string }>(
    tx,
    sql`select v->>'byteSize' as "byteSize" from media, jsonb_array_elements(media.variants) as v
        where v->>'key' = ${entry.key} limit 1`,
  );
  if (!named) throw new Refused('not-a-backup', `It holds a media file no restored row names: ${entry.path}.`);
  if (Number(named.byteSize) !== entry.size)
    throw new Refused(
      'too-large',
      `Its entry ${entry.path} claims ${entry.size} bytes; its media row says ${Number(named.byteSize)}: nothing was restored.`,
    );
  const isNew = (await media.open(entry.key)) === null;
  const path = join(folder, 'media');
  await pipeline(Readable.from(reader.body()), createWriteStream(path));
  await media.writeFile(entry.key, path);
  await rm(path, { force: true });
  return isNew;
}

export async function restoreBackup(
  db: Database,
  media: MediaStore,
  source: AsyncIterable<Uint8Array>,
): Promise<RestoreOutcome> {
  const reader = new TarReader(source);
  const folder = await mkdtemp(join(tmpdir(), 'lantern-restore-'));
  /** Keys this restore wrote that the store did not have: removed again unless it succeeds. */
  const written: string[] = [];
  let restored = false;
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

    const outcome = await db.transaction(async (tx) => {
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
          refuseOverCap(entry.path, entry.size, ROWS_PAGE_MAX_BYTES);
          const before = counted[table.name] ?? 0;
          counted[table.name] = before + (await insertPage(tx, table, reader.body(), before));
        } else if (what.kind === 'media') {
          if (await restoreMedia(tx, reader, media, { ...entry, key: what.key }, folder)) written.push(what.key);
          mediaFiles += 1;
        } else if (what.kind === 'end') {
          refuseOverCap(entry.path, entry.size, END_MAX_BYTES);
          let end;
          try {
            end = backupEnd.parse(JSON.parse(decoder.decode(await reader.whole(END_MAX_BYTES))));
          } catch (error) {
            if (error instanceof DamagedArchive) throw error;
            throw new Refused('not-a-backup', `Its ${backupPaths.end} does not describe a backup's end.`);
          }
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
    restored = true;
    return outcome;
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', reason: error.reason, message: error.message };
    if (error instanceof EntryTooLarge)
      return {
        kind: 'refused',
        reason: 'too-large',
        message: `Its entry ${error.path} claims ${error.size} bytes, more than the ${error.most} a restore reads of it: nothing was restored.`,
      };
    if (error instanceof DamagedArchive)
      return { kind: 'refused', reason: 'damaged', message: `${error.message} Nothing was restored.` };
    throw error;
  } finally {
    await reader.close();
    // The transaction wrote nothing unless it committed: the files it wrote go too (a restore's store is new).
    if (!restored) for (const key of written) await media.removeIfWrittenBefore(key, new Date(Date.now() + 60_000));
    await rm(folder, { recursive: true, force: true });
  }
}
