import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenedDatabase } from '#server/db/open-database.ts';
import { startPostgresCluster } from '../tests/setup/postgres-cluster.ts';

export type BenchEngine = 'pglite' | 'postgres';

/** The engines a bench runs on: BENCH_DB=pglite or postgres for one, both by default. */
export const benchEngines = (): BenchEngine[] =>
  (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as BenchEngine[];

/**
 * A fresh database of the engine, migrated; `close` also removes it. PostgreSQL is a throwaway
 * cluster (tests/setup/postgres-cluster.ts) with a pool as large as the bench's callers.
 */
export async function freshDatabase(engine: BenchEngine, poolSize: number): Promise<OpenedDatabase> {
  if (engine === 'postgres') {
    const cluster = await startPostgresCluster();
    const opened = await openDatabase({ databaseUrl: cluster.url, poolSize });
    return {
      ...opened,
      close: async () => {
        await opened.close();
        await cluster.stop();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'lantern-bench-'));
  const opened = await openDatabase({ dataDir });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
