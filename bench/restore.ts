/**
 * A restore at scale (decisions 0087, 0112): a benchmark, not a test.
 *   npm run bench:restore                        PostgreSQL (a throwaway cluster)
 *   BENCH_DB=pglite npm run bench:restore        PGlite in this process (its memory counts in the peak)
 * On a fresh database it seeds the reports bench's company (bench/reports-seed.ts: 50,000 requests,
 * 10,000 cases, their statements and payments, 10,000 shop orders), widens BENCH_WIDE_ROWS of its
 * requests (default 2,000) by BENCH_WIDE_BYTES (default 30,000) of text each, so that pages near the
 * backup's 16 MB are in the archive too, and backs it up with the command's own code. Then it restores
 * the archive BENCH_RUNS times (default 3) into a fresh database each, timed, and once more measuring the
 * most memory the restore holds in JavaScript, heap and buffers (a full collection every 100 ms). No budget: the figures go in
 * docs/performance.md.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { runBackup, runRestore } from '#server/company/run-backup-command.ts';
import { diskMediaStore } from '#server/media/disk-media-store.ts';
import { memoryMediaStore } from '#server/media/memory-media-store.ts';
import { freshDatabase, type BenchEngine } from './fresh-database.ts';
import { seedReportsBench } from './reports-seed.ts';

const engines = (process.env.BENCH_DB ?? 'postgres').split(',') as BenchEngine[];
const wideRows = Number(process.env.BENCH_WIDE_ROWS ?? 2_000);
const wideBytes = Number(process.env.BENCH_WIDE_BYTES ?? 30_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const MB = 1024 * 1024;

/**
 * The most memory the restore holds in JavaScript: every 100 ms a full collection, then the heap in use and
 * the buffers outside it, above what they were before (what is held, not garbage not yet collected; a run
 * of its own, as it slows the restore). On PGlite its database's memory is such a buffer and counts too.
 */
async function heldMemory<T>(work: () => Promise<T>): Promise<{ result: T; held: number }> {
  const gc = globalThis.gc;
  if (!gc) throw new Error('Run with node --expose-gc (npm run bench:restore does).');
  const inUse = () => {
    gc();
    const { heapUsed, external } = process.memoryUsage();
    return heapUsed + external;
  };
  const before = inUse();
  let most = before;
  const sample = setInterval(() => (most = Math.max(most, inUse())), 100);
  try {
    return { result: await work(), held: most - before };
  } finally {
    clearInterval(sample);
  }
}

async function restoreInto<T>(
  engine: BenchEngine,
  archive: string,
  folder: string,
  measure: (restore: () => Promise<number>) => Promise<T>,
): Promise<T> {
  const target = await freshDatabase(engine, 2);
  const media = diskMediaStore(join(folder, `media-${Math.random().toString(36).slice(2)}`));
  try {
    return await measure(async () => {
      const code = await runRestore({ ...target, media }, archive, { log: () => {}, error: console.error });
      if (code !== 0) throw new Error('The restore failed.');
      return code;
    });
  } finally {
    await target.close();
  }
}

async function benchEngine(engine: BenchEngine, folder: string): Promise<void> {
  const archive = join(folder, `${engine}.tar.gz`);
  const source = await freshDatabase(engine, 2);
  try {
    const media = memoryMediaStore();
    const seeded = await seedReportsBench({ db: source.db, media });
    await source.db.execute(sql`
      update planning_submissions set fields = fields || jsonb_build_object('benchNote', repeat('x', ${wideBytes}::int))
      where id in (select id from planning_submissions where company_id = ${seeded.company.companyId}
                   order by id limit ${wideRows}::int)`);
    const output = {
      log: (line: string) => console.log(`  ${line}`),
      error: (line: string) => console.error(`  ${line}`),
    };
    if ((await runBackup({ ...source, media }, seeded.company.host, archive, output)) !== 0)
      throw new Error('The backup failed.');
  } finally {
    await source.close();
  }
  const seconds: number[] = [];
  for (let run = 0; run < runs; run += 1)
    seconds.push(
      await restoreInto(engine, archive, folder, async (restore) => {
        const started = performance.now();
        await restore();
        return (performance.now() - started) / 1000;
      }),
    );
  const held = await restoreInto(engine, archive, folder, async (restore) => (await heldMemory(restore)).held);
  console.log(
    `${engine}: archive ${((await stat(archive)).size / MB).toFixed(1)} MB (${wideRows} requests ${wideBytes} bytes ` +
      `wider); restored in ${seconds.map((s) => `${s.toFixed(1)} s`).join(', ')}; the most memory it held in JavaScript: ` +
      `${(held / MB).toFixed(0)} MB`,
  );
}

installValidationMessages();
const folder = await mkdtemp(join(tmpdir(), 'lantern-bench-restore-'));
try {
  for (const engine of engines) await benchEngine(engine, folder);
} finally {
  await rm(folder, { recursive: true, force: true });
}
