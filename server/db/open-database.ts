import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { withPreparedReads } from './pglite-prepared-reads.ts';
import * as schema from './schema.ts';

/** The drizzle database the rest of the server sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  /** 'pglite' (embedded, decision 0001) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** When set, PostgreSQL through postgres-js; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' keeps it in memory. Default ./data. */
  dataDir?: string | undefined;
  /**
   * PGlite only: start from this data folder's tarball (PGlite's `dumpDataDir`), kept in memory.
   * The server tests open each file's database this way (about 0.4 s, against 1.8 s to copy a folder).
   */
  pgliteTarball?: Blob | undefined;
  /** PostgreSQL connections this process may open (DATABASE_POOL_SIZE). Default 10. */
  poolSize?: number | undefined;
}

/** PGlite's extensions the migrations create (pg_trgm: the case search's indexes); every PGlite.create passes them. */
export const pgliteExtensions = { pg_trgm };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK_KEY = 7_316_042;

/** Opens the database and applies pending migrations before returning (DESIGN §6). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir ?? './data', options.pgliteTarball);
}

async function openPglite(dataDir: string, tarball: Blob | undefined): Promise<OpenedDatabase> {
  if (tarball) return migratedPglite(await PGlite.create({ loadDataDir: tarball, extensions: pgliteExtensions }));
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  return migratedPglite(await PGlite.create(dataDir, { extensions: pgliteExtensions }));
}

async function migratedPglite(client: PGlite): Promise<OpenedDatabase> {
  try {
    const db = drizzlePglite({ client: withPreparedReads(client), schema });
    await migratePglite(db, { migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<OpenedDatabase> {
  await migratePostgresLocked(url);
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

/**
 * Several server processes may start together against one PostgreSQL; a session advisory lock on a
 * single-connection client serialises their migrations. Ending the client releases the lock.
 */
async function migratePostgresLocked(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } finally {
    await client.end({ timeout: 5 });
  }
}
