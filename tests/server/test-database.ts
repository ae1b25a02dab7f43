import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database, type OpenedDatabase } from '#server/db/open-database.ts';
import { diskMediaStore } from '#server/media/disk-media-store.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { seedDemoTenant, seedSecondTenant } from '#server/seed/seed.ts';
import './test-database-target.ts';

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Evergreen Funeral Homes: hosts 'localhost' and '127.0.0.1'. */
  demoCompanyId: number;
  /** Quiet Harbor Memorial Chapel: host 'other.test'. */
  otherCompanyId: number;
  /** The run's media folder, holding the seed's files (give it to createTestApp as `media`). */
  media: MediaStore;
  /** PostgreSQL only: the database's URL, for a second server process (or app) on the same data. */
  url?: string;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database holding the demo tenant and the second tenant, for one test file
 * (open in beforeAll, close in afterAll): creating one per test would cost seconds each.
 * Which engine is decided by the global setup (LANTERN_TEST_DB).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const pgliteTarball = new Blob([await readFile(target.templateTarball)]);
    return seeded(await openDatabase({ pgliteTarball }), diskMediaStore(target.mediaDir), async () => {});
  }

  const name = `lantern_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(target.adminUrl, { max: 1, onnotice: () => {} });
  try {
    // A copy of the migrated and seeded template (tests/setup/database.ts).
    await admin.unsafe(`create database ${name} template ${target.templateName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  // The cluster is thrown away whole at teardown, so the database is not dropped.
  return {
    ...(await seeded(
      await openDatabase({ databaseUrl: url.toString() }),
      diskMediaStore(target.mediaDir),
      async () => {},
    )),
    url: url.toString(),
  };
}

async function seeded(
  opened: Awaited<ReturnType<typeof openDatabase>>,
  media: MediaStore,
  cleanUp: () => Promise<void>,
): Promise<TestDatabase> {
  // No-ops on a copy of a seeded template (both engines): it finds the tenants by slug and answers their ids.
  const demo = await seedDemoTenant(opened.db, media);
  const other = await seedSecondTenant(opened.db, media);
  return {
    db: opened.db,
    kind: opened.kind,
    media,
    demoCompanyId: demo.companyId,
    otherCompanyId: other.companyId,
    async close() {
      await opened.close();
      await cleanUp();
    },
  };
}

/**
 * A migrated database with no company in it, on the run's engine: a new install, for the tests of
 * `npm run company` (decision 0084). Open in beforeAll, close in afterAll.
 */
export async function openEmptyTestDatabase(): Promise<OpenedDatabase & { media: MediaStore }> {
  const target = inject('testDatabase');
  const media = diskMediaStore(target.mediaDir);
  if (target.kind === 'pglite') {
    const pgliteTarball = new Blob([await readFile(target.emptyTarball)]);
    return { ...(await openDatabase({ pgliteTarball })), media };
  }
  const name = `lantern_empty_${randomBytes(6).toString('hex')}`;
  const admin = postgres(target.adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  // Migrated here, as a new install's first start or command does.
  return { ...(await openDatabase({ databaseUrl: url.toString() })), media };
}
