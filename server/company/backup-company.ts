import { eq, sql } from 'drizzle-orm';
import type { OpenedDatabase } from '#server/db/open-database.ts';
import { companies, companyHosts } from '#server/db/schema.ts';
import { isMediaKey, type MediaStore } from '#server/media/media-store.ts';
import { normalizeHost } from '#server/services/tenancy.ts';
import { tarEnd, tarHeader, tarPadding } from '#server/services/export/tar-writer.ts';
import { companyTables, derivedTables, installTables, migrationLevel, rowsOf } from './backup-catalog.ts';
import {
  BACKUP_FORMAT_VERSION,
  backupPaths,
  PAGE_BYTES,
  ROWS_PER_PAGE,
  type BackupEnd,
  type BackupHead,
} from './backup-format.ts';

/*
 * `npm run company -- backup` once its flags are read (decision 0087): one company's rows and media as
 * the archive backup-format.ts describes. Every row is read in ONE read-only REPEATABLE READ
 * transaction, so the backup is the company at one instant while the server goes on writing (on
 * PostgreSQL; PGlite's folder belongs to one process, so there the server is stopped). Rows are read
 * through a cursor a page at a time and media files streamed a chunk at a time, so memory holds one
 * page of rows or one chunk, never the company. Media keys name their content and never change, so
 * they are copied after the rows' transaction, from the keys its `media` rows named.
 */

/** Where the archive's bytes go, in order; resolves once they may be followed by more. */
export type ArchiveSink = (bytes: Uint8Array) => Promise<void>;

const encoder = new TextEncoder();

/** A company by its slug or by one of its hosts. */
export async function findCompany(
  db: OpenedDatabase['db'],
  slugOrHost: string,
): Promise<{ id: number; slug: string; name: string } | null> {
  const fields = { id: companies.id, slug: companies.slug, name: companies.name };
  const [bySlug] = await db.select(fields).from(companies).where(eq(companies.slug, slugOrHost)).limit(1);
  if (bySlug) return bySlug;
  const [byHost] = await db
    .select(fields)
    .from(companyHosts)
    .innerJoin(companies, eq(companies.id, companyHosts.companyId))
    .where(eq(companyHosts.host, normalizeHost(slugOrHost) ?? slugOrHost))
    .limit(1);
  return byHost ?? null;
}

export interface BackupOutcome {
  head: BackupHead;
  end: BackupEnd;
}

export async function writeBackup(
  database: Pick<OpenedDatabase, 'db' | 'kind'>,
  media: MediaStore,
  companyId: number,
  sink: ArchiveSink,
  now: Date,
): Promise<BackupOutcome> {
  const file = async (path: string, bytes: Uint8Array) => {
    await sink(tarHeader(path, bytes.byteLength, now));
    await sink(bytes);
    await sink(tarPadding(bytes.byteLength));
  };
  const rows: Record<string, number> = {};
  const mediaKeys = new Set<string>();

  const head = await database.db.transaction(
    async (tx) => {
      const tables = await companyTables(tx);
      const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
      if (!company) throw new Error(`No company ${companyId}`);
      const hosts = await tx
        .select({ host: companyHosts.host })
        .from(companyHosts)
        .where(eq(companyHosts.companyId, companyId));
      const head: BackupHead = {
        format: 'lantern-backup',
        formatVersion: BACKUP_FORMAT_VERSION,
        madeAt: now.toISOString(),
        engine: database.kind,
        company: { id: company.id, slug: company.slug, name: company.name, hosts: hosts.map((row) => row.host).sort() },
        migration: await migrationLevel(tx),
        tables: tables.map((table) => table.name),
        leftOut: { ...installTables, ...derivedTables },
      };
      await file(backupPaths.head, encoder.encode(`${JSON.stringify(head, null, 2)}\n`));

      // An integer we read ourselves, written into the statement: DECLARE takes no parameters on every driver.
      const id = sql.raw(String(Number(companyId)));
      for (const table of tables) {
        const owner = table.name === 'companies' ? sql`t.id = ${id}` : sql`t.company_id = ${id}`;
        const order =
          table.order.length > 0
            ? sql` order by ${sql.join(
                table.order.map((column) => sql`t.${sql.identifier(column)}`),
                sql`, `,
              )}`
            : sql``;
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select to_jsonb(t)::text as "row" from ${sql.identifier(table.name)} as t where ${owner}${order}`,
        );
        let count = 0;
        let page = 0;
        for (;;) {
          const fetched = await rowsOf<{ row: string }>(tx, sql.raw(`fetch forward ${ROWS_PER_PAGE} from backup_rows`));
          if (fetched.length === 0) break;
          count += fetched.length;
          if (table.name === 'media')
            for (const { row } of fetched)
              for (const variant of (JSON.parse(row) as { variants: { key: string }[] }).variants)
                mediaKeys.add(variant.key);
          // One row a line, as PostgreSQL printed it: never parsed into JavaScript numbers and back. A
          // page ends before PAGE_BYTES, so a restore's cap on a page (ROWS_PAGE_MAX_BYTES) never refuses it.
          for (let from = 0; from < fetched.length;) {
            let to = from + 1;
            for (let bytes = Buffer.byteLength(fetched[from]!.row); to < fetched.length; to += 1) {
              bytes += Buffer.byteLength(fetched[to]!.row) + 2;
              if (bytes > PAGE_BYTES) break;
            }
            page += 1;
            await file(
              backupPaths.rows(table.name, page),
              encoder.encode(
                `[\n${fetched
                  .slice(from, to)
                  .map(({ row }) => row)
                  .join(',\n')}\n]\n`,
              ),
            );
            from = to;
          }
          if (fetched.length < ROWS_PER_PAGE) break;
        }
        await tx.execute(sql`close backup_rows`);
        rows[table.name] = count;
      }
      return head;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const missingMedia: string[] = [];
  let copied = 0;
  for (const key of [...mediaKeys].sort()) {
    const stored = isMediaKey(key) ? await media.open(key) : null;
    if (!stored) {
      missingMedia.push(key);
      continue;
    }
    await sink(tarHeader(backupPaths.media(key), stored.byteSize, now));
    let written = 0;
    const reader = stored.stream().getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        written += read.value.byteLength;
        await sink(read.value);
      }
    } finally {
      await reader.cancel().catch(() => {});
    }
    // The header promised byteSize bytes: any other count would shift every later entry.
    if (written !== stored.byteSize) throw new Error(`Media ${key} changed size while it was copied`);
    await sink(tarPadding(written));
    copied += 1;
  }

  const end: BackupEnd = { rows, media: copied, missingMedia };
  await file(backupPaths.end, encoder.encode(`${JSON.stringify(end, null, 2)}\n`));
  await sink(tarEnd());
  return { head, end };
}
