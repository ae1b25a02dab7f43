import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/open-database.ts';
import { diskMediaStore } from '#server/media/disk-media-store.ts';
import { seedDemoTenant, seedSecondTenant } from '#server/seed/seed.ts';
import type { TestDatabaseTarget } from '#server/testing/test-database-target.ts';
import { startPostgresCluster } from './postgres-cluster.ts';

/**
 * Global setup of the vitest 'server' project. The same suite runs on:
 * - PGlite (default): one data folder is migrated and seeded here, and every test file opens a
 *   copy of it (server/testing/test-database.ts);
 * - PostgreSQL (LANTERN_TEST_DB=postgres): a temporary cluster is started here and every test
 *   file creates, migrates and seeds its own database in it.
 * Teardown removes whichever was made.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'lantern-pglite-'));
  const mediaDir = join(root, 'media');
  if (process.env.LANTERN_TEST_DB === 'postgres') {
    const cluster = await startPostgresCluster();
    project.provide('testDatabase', { kind: 'postgres', adminUrl: cluster.url, mediaDir } satisfies TestDatabaseTarget);
    return async () => {
      await cluster.stop();
      await rm(root, { recursive: true, force: true });
    };
  }

  const templateDir = join(root, 'template');
  const template = await openDatabase({ dataDir: templateDir });
  try {
    await seedDemoTenant(template.db, diskMediaStore(mediaDir));
    await seedSecondTenant(template.db, diskMediaStore(mediaDir));
  } finally {
    await template.close();
  }
  project.provide('testDatabase', { kind: 'pglite', templateDir, mediaDir } satisfies TestDatabaseTarget);
  return () => rm(root, { recursive: true, force: true });
}
