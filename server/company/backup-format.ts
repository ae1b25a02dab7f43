import { z } from 'zod';

/*
 * The backup archive (decision 0087; docs/operations.md "Backups"): a gzipped ustar, written by the
 * export's tar writer, read back by tar-reader.ts (tar-stream, decision 0112), in this order:
 *
 *   lantern-backup/backup.json               what it is: the company, the migration level, its tables in order
 *   lantern-backup/rows/<table>/<nnnnn>.json  a page of at most ROWS_PER_PAGE rows and about PAGE_BYTES, a
 *                                             JSON array, a row a line; tables parents first, rows in
 *                                             primary-key order
 *   lantern-backup/media/<key>                every media file the company's `media` rows name
 *   lantern-backup/end.json                  counts, to prove on restore that nothing is missing
 *
 * Each row is PostgreSQL's own `to_jsonb(row)`, every column (password hashes and token hashes too: a
 * restore is the company as it was, its people signed in and its links working), written as the
 * database printed it and handed back to it unread, so no value passes through a JavaScript number.
 * backup.json comes first so a restore refuses a wrong archive before it writes anything.
 */

export const BACKUP_ROOT = 'lantern-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** Rows a page holds: the most of a table a backup or a restore keeps in memory at once. */
export const ROWS_PER_PAGE = 500;
/** A backup ends a page before the row that would take it past this many bytes (a page holds one row at least). */
export const PAGE_BYTES = 16 * 1024 * 1024;
/**
 * The most a page of rows may claim in its tar header; one that claims more is refused before a byte of
 * it is read (decision 0112). A page is PAGE_BYTES and one row more.
 */
export const ROWS_PAGE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * The most text of one row a restore takes: a page is read a row at a time, and a row that grows past
 * this is refused while it is read (counted in characters, which are its bytes for the ASCII a row mostly
 * is). No row comes near it (the largest request body the API takes is 2 MB).
 */
export const ROW_MAX_BYTES = 48 * 1024 * 1024;
export const HEAD_MAX_BYTES = 1024 * 1024;
/** end.json: the counts, and the keys of media files the store did not have. */
export const END_MAX_BYTES = 16 * 1024 * 1024;

export const backupPaths = {
  head: `${BACKUP_ROOT}/backup.json`,
  rows: (table: string, page: number) => `${BACKUP_ROOT}/rows/${table}/${String(page).padStart(5, '0')}.json`,
  media: (key: string) => `${BACKUP_ROOT}/media/${key}`,
  end: `${BACKUP_ROOT}/end.json`,
};

const rowsPath = new RegExp(`^${BACKUP_ROOT}/rows/([a-z0-9_]+)/\\d{5}\\.json$`);
const mediaPath = `${BACKUP_ROOT}/media/`;

/** What an entry of the archive is, by its path. */
export function entryOf(
  path: string,
): { kind: 'rows'; table: string } | { kind: 'media'; key: string } | { kind: 'end' } | { kind: 'other' } {
  const rows = rowsPath.exec(path);
  if (rows) return { kind: 'rows', table: rows[1]! };
  if (path.startsWith(mediaPath)) return { kind: 'media', key: path.slice(mediaPath.length) };
  if (path === backupPaths.end) return { kind: 'end' };
  return { kind: 'other' };
}

export const backupHead = z.object({
  format: z.literal('lantern-backup'),
  formatVersion: z.number().int(),
  madeAt: z.string(),
  /** The database it came from: 'pglite' or 'postgres' (a backup restores into either). */
  engine: z.enum(['pglite', 'postgres']),
  company: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    hosts: z.array(z.string()),
  }),
  migration: z.object({ applied: z.number().int(), lastAt: z.string(), name: z.string() }),
  /** The tables whose rows follow, in the order they are written and restored. */
  tables: z.array(z.string()),
  /** Tables left out, and why (the install's shared keys, the counts the database derives). */
  leftOut: z.record(z.string(), z.string()),
});
export type BackupHead = z.infer<typeof backupHead>;

export const backupEnd = z.object({
  rows: z.record(z.string(), z.number().int()),
  media: z.number().int(),
  /** Keys the rows name that the media store did not have when the backup was made. */
  missingMedia: z.array(z.string()),
});
export type BackupEnd = z.infer<typeof backupEnd>;
