import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { extract } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '#server/db/open-database.ts';
import { diskMediaStore } from '#server/media/disk-media-store.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { tarEnd, tarHeader, tarPadding } from '#server/services/export/tar-writer.ts';
import { openEmptyTestDatabase, openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { migrationLevel, rowsOf } from './backup-catalog.ts';
import { backupPaths, ROW_MAX_BYTES, ROWS_PAGE_MAX_BYTES, type BackupHead } from './backup-format.ts';
import { restoreBackup } from './restore-company.ts';
import { runCompanyCommand } from './run-company-command.ts';

/*
 * What a restore refuses of an untrusted archive (decision 0112), into an
 * empty install that stays empty: an entry whose tar header claims more than a page of rows may hold is
 * refused before its body is read; a page is read a row at a time, a row growing past its cap refused
 * before the rest is pulled; a row the database refuses is named by table and row number, and
 * nothing of the row reaches the output; a file that is no tar is refused in words; a restore refused
 * after media files were written leaves none of them behind.
 */

type Opened = OpenedDatabase & { media: MediaStore };

interface Run {
  code: number;
  out: string[];
  err: string[];
}

async function run(argv: string[], database: Opened): Promise<Run> {
  const result: Run = { code: -1, out: [], err: [] };
  const output = { log: (line: string) => result.out.push(line), error: (line: string) => result.err.push(line) };
  result.code = await runCompanyCommand(argv, {}, output, async () => ({ ...database, close: async () => {} }));
  return result;
}

interface Entry {
  path: string;
  bytes: Uint8Array;
}

/** Every entry of a real backup, in order (a test's archive is small enough to hold). */
async function entriesOf(file: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  const reader = extract();
  const reading = pipeline(createReadStream(file), createGunzip(), reader);
  for await (const entry of reader) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of entry) chunks.push(chunk as Uint8Array);
    entries.push({ path: entry.header.name, bytes: Buffer.concat(chunks) });
  }
  await reading;
  return entries;
}

async function writeArchive(file: string, entries: Entry[]): Promise<void> {
  const now = new Date();
  const parts = entries.flatMap(({ path, bytes }) => [
    tarHeader(path, bytes.byteLength, now),
    bytes,
    tarPadding(bytes.byteLength),
  ]);
  await pipeline(Readable.from([...parts, tarEnd()]), createGzip(), createWriteStream(file));
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

let a: TestDatabase;
let empty: Opened;
let folder: string;
let mediaFolder: string;
let backup: Entry[];

async function companiesIn(db: Opened['db']): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as "n" from companies`);
  return Number(row?.n);
}

async function mediaFilesIn(store: MediaStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list()) keys.push(key);
  return keys;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lantern-restore-refusals-'));
  mediaFolder = join(folder, 'media-empty');
  [a, empty] = [await openTestDatabase(), { ...(await openEmptyTestDatabase()), media: diskMediaStore(mediaFolder) }];
  const archive = join(folder, 'evergreen.tar.gz');
  const made = await run(['backup', '--company', 'localhost', '--out', archive], { ...a, close: a.close });
  expect(made.code).toBe(0);
  backup = await entriesOf(archive);
});
afterAll(async () => {
  await Promise.all([a.close(), empty.close()]);
  await rm(folder, { recursive: true, force: true });
});

/** backup.json of a crafted archive of one company's rows, at this install's migration level. */
async function craftedHead(): Promise<Uint8Array> {
  const head: BackupHead = {
    format: 'lantern-backup',
    formatVersion: 1,
    madeAt: new Date().toISOString(),
    engine: 'pglite',
    company: { id: 9, slug: 'crafted', name: 'Crafted', hosts: ['crafted.localhost'] },
    migration: await migrationLevel(empty.db),
    tables: ['companies'],
    leftOut: {},
  };
  return encoder.encode(JSON.stringify(head));
}

/** An uncompressed archive of the head and one rows entry whose header claims `claimed` bytes, then its body. */
async function* craftedPage(
  head: Uint8Array,
  path: string,
  claimed: number,
  body: AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  const now = new Date();
  yield tarHeader(backupPaths.head, head.byteLength, now);
  yield head;
  yield tarPadding(head.byteLength);
  yield tarHeader(path, claimed, now);
  yield* body;
}

describe('a restore of an untrusted archive', () => {
  it('refuses a rows entry whose tar header claims more than a page may hold, before reading its body', async () => {
    const page = backupPaths.rows('companies', 1);
    const claimed = ROWS_PAGE_MAX_BYTES + 1;
    let bodyBytesPulled = 0;
    async function* body(): AsyncGenerator<Uint8Array> {
      // A reader that takes it whole pulls far past what the stream's buffers read ahead.
      for (;;) {
        if (bodyBytesPulled > 1024 * 1024) throw new Error('The restore read the body past its header.');
        bodyBytesPulled += 64 * 1024;
        yield new Uint8Array(64 * 1024).fill(0x20);
      }
    }

    const outcome = await restoreBackup(empty.db, empty.media, craftedPage(await craftedHead(), page, claimed, body()));
    expect(outcome).toEqual({
      kind: 'refused',
      reason: 'too-large',
      message: `Its entry ${page} claims ${claimed} bytes, more than the ${ROWS_PAGE_MAX_BYTES} a restore reads of it: nothing was restored.`,
    });
    expect(bodyBytesPulled).toBeLessThanOrEqual(1024 * 1024);
    expect(await companiesIn(empty.db)).toBe(0);
  });

  it('reads a page a row at a time, refusing a row that grows past its cap while it is read', async () => {
    const page = backupPaths.rows('companies', 1);
    // The cap, and the few chunks the archive's and the parser's buffers hold before it is checked.
    const readAhead = ROW_MAX_BYTES + 4 * 1024 * 1024;
    let bodyBytesPulled = 0;
    async function* body(): AsyncGenerator<Uint8Array> {
      // A page the size a page may claim, its one row's name never ending: read whole, all of it is pulled.
      const start = encoder.encode('[{"id":9,"name":"');
      bodyBytesPulled += start.byteLength;
      yield start;
      const chunk = new Uint8Array(1024 * 1024).fill(0x61);
      for (;;) {
        if (bodyBytesPulled > readAhead) throw new Error('The restore read past the row cap.');
        bodyBytesPulled += chunk.byteLength;
        yield chunk;
      }
    }

    const outcome = await restoreBackup(
      empty.db,
      empty.media,
      craftedPage(await craftedHead(), page, ROWS_PAGE_MAX_BYTES, body()),
    );
    expect(outcome).toEqual({
      kind: 'refused',
      reason: 'too-large',
      message: `A row of companies after row 0 is larger than the ${ROW_MAX_BYTES} bytes a restore takes of one row: nothing was restored.`,
    });
    expect(bodyBytesPulled).toBeLessThanOrEqual(readAhead);
    expect(await companiesIn(empty.db)).toBe(0);
  });

  it('names the table and the row number of a row the database refuses, and prints nothing of the row', async () => {
    // A page holding password hashes; its third row given the first row's id, which the database refuses.
    const index = backup.findIndex(
      ({ path, bytes }) => path.includes('/rows/') && decoder.decode(bytes).includes('"password_hash"'),
    );
    expect(index).toBeGreaterThan(0);
    const { path } = backup[index]!;
    const table = /\/rows\/([a-z0-9_]+)\//.exec(path)![1]!;
    const rows = JSON.parse(decoder.decode(backup[index]!.bytes)) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const secrets = rows.map((row) => String(row['password_hash'])).filter((hash) => hash.length > 20);
    expect(secrets.length).toBeGreaterThan(0);
    rows[2]!['id'] = rows[0]!['id'];
    const edited = encoder.encode(`[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
    const file = join(folder, 'refused-row.tar.gz');
    await writeArchive(file, backup.with(index, { path, bytes: edited }));

    const refused = await run(['restore', file], empty);
    expect(refused).toEqual({
      code: 1,
      out: [],
      err: [
        `${file} was not restored. Row 3 of ${table} was refused by the database (PostgreSQL error 23505): nothing was restored.`,
      ],
    });
    const printed = [...refused.out, ...refused.err].join('\n');
    for (const secret of secrets) expect(printed).not.toContain(secret);
    expect(printed).not.toContain(String(rows[0]!['email']));
    expect(await companiesIn(empty.db)).toBe(0);
  });

  it('refuses a file that is no tar archive, in words', async () => {
    const file = join(folder, 'no-tar.tar.gz');
    await writeFile(file, gzipSync(Buffer.from('this is no tar archive\n'.repeat(100))));
    const refused = await run(['restore', file], empty);
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual([
      `${file} was not restored. The archive is damaged or is no backup (Invalid tar header. Maybe the tar is corrupted or it needs to be gunzipped?). Nothing was restored.`,
    ]);
    expect(await companiesIn(empty.db)).toBe(0);
  });

  it('leaves no media file behind when it refuses the archive after writing them', async () => {
    const index = backup.findIndex(({ path }) => path === backupPaths.end);
    const end = JSON.parse(decoder.decode(backup[index]!.bytes)) as { media: number };
    expect(backup.filter(({ path }) => path.startsWith(backupPaths.media(''))).length).toBe(end.media);
    expect(end.media).toBeGreaterThan(0);
    const wrong = encoder.encode(JSON.stringify({ ...end, media: end.media + 1 }));
    const file = join(folder, 'one-more-file.tar.gz');
    await writeArchive(file, backup.with(index, { path: backupPaths.end, bytes: wrong }));

    const refused = await run(['restore', file], empty);
    expect(refused.err).toEqual([
      `${file} was not restored. It says ${end.media + 1} media files, and holds ${end.media}: nothing was restored.`,
    ]);
    expect(await mediaFilesIn(empty.media)).toEqual([]);
    expect(await companiesIn(empty.db)).toBe(0);
  });
});
