import { createHash } from 'node:crypto';
import { asc, getTableColumns } from 'drizzle-orm';
import {
  EXPORT_FORMAT_VERSION,
  EXPORT_ROOT,
  exportCollectionNames,
  type ExportCollection,
  type ExportManifest,
} from '#contract/company-export.ts';
import { companyHosts, companyMailSettings, type MediaVariant } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { isMediaKey, type MediaStore } from '#server/media/media-store.ts';
import { exportSources } from './export-sources.ts';
import { tarEnd, tarHeader, tarPadding } from './tar-writer.ts';

/*
 * The company's export archive as a stream of tar bytes (decision 0086): each collection read
 * through the tenant scope (so no other company's row can be in it), written as one JSON array a
 * record a line; then every media file its `media` records name, streamed from the media store a
 * chunk at a time; then the manifest, last, because it lists every file's SHA-256. One collection's
 * records are in memory at a time (a tar header needs the size first); media never is.
 */

type Row = Record<string, unknown>;

const encoder = new TextEncoder();

/** A record as the archive writes it: the columns the source keeps, times as ISO instants. */
function plainRecord(row: Row, leftOut: Record<string, string> | undefined): Row {
  const record: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'companyId' || (leftOut && key in leftOut)) continue;
    record[key] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}

/** The company's records of one collection, in id order. */
export async function readCollection(scope: TenantScope, name: ExportCollection): Promise<Row[]> {
  const { table, leftOut } = exportSources[name];
  const columns = getTableColumns(table);
  const order = columns['id'] ?? columns['caseId'];
  const query = scope.selectAll(table);
  const rows = (order ? await query.orderBy(asc(order)) : await query) as Row[];
  return rows.map((row) => plainRecord(row, leftOut));
}

/** One record a line: readable, and a line-oriented tool can take it apart. */
const jsonArray = (records: Row[]): string =>
  records.length === 0 ? '[]\n' : `[\n${records.map((record) => JSON.stringify(record)).join(',\n')}\n]\n`;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface ArchiveOptions {
  scope: TenantScope;
  media: MediaStore;
  now: Date;
}

/** The archive, one chunk at a time (a pull stream: nothing is read before the client takes the last chunk). */
export async function* companyArchive({ scope, media, now }: ArchiveOptions): AsyncGenerator<Uint8Array> {
  const company = await scope.company();
  if (!company) throw new Error(`No company ${scope.companyId}`);
  const files: ExportManifest['files'] = [];
  const counts = {} as Record<ExportCollection, number>;
  const mediaKeys = new Set<string>();

  for (const name of exportCollectionNames) {
    const records = await readCollection(scope, name);
    counts[name] = records.length;
    if (name === 'media')
      for (const record of records)
        for (const variant of record['variants'] as MediaVariant[]) mediaKeys.add(variant.key);
    const path = `${EXPORT_ROOT}/data/${name}.json`;
    const bytes = encoder.encode(jsonArray(records));
    files.push({ path, bytes: bytes.length, sha256: sha256(bytes) });
    yield tarHeader(path, bytes.length, now);
    yield bytes;
    yield tarPadding(bytes.length);
  }

  const missingMedia: string[] = [];
  for (const key of [...mediaKeys].sort()) {
    // A key that is no media key names no file and never becomes a path in the archive.
    const stored = isMediaKey(key) ? await media.open(key) : null;
    if (!stored) {
      missingMedia.push(key);
      continue;
    }
    const path = `${EXPORT_ROOT}/media/${key}`;
    const hash = createHash('sha256');
    let written = 0;
    yield tarHeader(path, stored.byteSize, now);
    const reader = stored.stream().getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        hash.update(read.value);
        written += read.value.byteLength;
        yield read.value;
      }
    } finally {
      // The client went away mid-file (the generator is returned): let the store close the file.
      await reader.cancel().catch(() => {});
    }
    // The header promised byteSize bytes: any other count would shift every later entry.
    if (written !== stored.byteSize) throw new Error(`Media ${key} changed size while exported`);
    files.push({ path, bytes: written, sha256: hash.digest('hex') });
    yield tarPadding(written);
  }

  const hosts = await scope.select({ host: companyHosts.host }).from(companyHosts).orderBy(asc(companyHosts.host));
  const [mail] = await scope
    .select({ siteUrl: companyMailSettings.siteUrl, notificationAddress: companyMailSettings.notificationAddress })
    .from(companyMailSettings);
  const manifest: ExportManifest = {
    format: 'lantern-export',
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    company: {
      id: company.id,
      slug: company.slug,
      name: company.name,
      phoneNumber: company.phoneNumber,
      logoUrl: company.logoUrl,
      createdAt: company.createdAt.toISOString(),
      hosts: hosts.map((row) => row.host),
      siteUrl: mail?.siteUrl ?? null,
      notificationAddress: mail?.notificationAddress ?? null,
      paymentInstructions: company.paymentInstructions,
      priceListPublishedAt: company.priceListPublishedAt?.toISOString() ?? null,
      shopEnabled: company.shopEnabled,
      directorsSeeMoney: company.directorsSeeMoney,
      priceListNotOffered: company.priceListNotOffered,
    },
    counts,
    files,
    missingMedia,
  };
  const bytes = encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`);
  yield tarHeader(`${EXPORT_ROOT}/manifest.json`, bytes.length, now);
  yield bytes;
  yield tarPadding(bytes.length);
  yield tarEnd();
}

/** The archive as a gzipped byte stream that reads on as the client takes it, and stops if it goes. */
export function gzippedArchive(options: ArchiveOptions): ReadableStream<Uint8Array> {
  const chunks = companyArchive(options);
  const tar = new ReadableStream<Uint8Array>(
    {
      // One chunk a pull; an empty one (no padding needed) is skipped, since a pull that enqueues nothing is not repeated.
      async pull(controller) {
        for (;;) {
          const next = await chunks.next();
          if (next.done) return controller.close();
          if (next.value.byteLength > 0) return controller.enqueue(next.value);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
  return tar.pipeThrough(new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>);
}
