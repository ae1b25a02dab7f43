import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '#server/db/open-database.ts';
import { diskMediaStore } from '#server/media/disk-media-store.ts';
import { seedDemoTenant, seedSecondTenant } from '#server/seed/seed.ts';
import type { TestDatabaseTarget } from '#tests/server/test-database-target.ts';
import postgres from 'postgres';
import { startPostgresCluster } from './postgres-cluster.ts';

const POSTGRES_TEMPLATE = 'lantern_template';

/** Migrates and seeds the template every test file's database is copied from; no connection stays open to it. */
async function seedPostgresTemplate(adminUrl: string, mediaDir: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${POSTGRES_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  const template = await openDatabase({ databaseUrl: url.toString() });
  try {
    await seedDemoTenant(template.db, diskMediaStore(mediaDir));
    await seedSecondTenant(template.db, diskMediaStore(mediaDir));
  } finally {
    await template.close();
  }
}

/**
 * Global setup of the vitest 'server' project. The same suite runs on:
 * - PGlite (default): one data folder is migrated and seeded here and dumped to a tarball, which
 *   every test file loads into an in-memory PGlite (tests/server/test-database.ts);
 * - PostgreSQL (LANTERN_TEST_DB=postgres, or the `server-pg` project): a temporary cluster is started here with one database
 *   migrated and seeded, and every test file creates its own database from it (CREATE DATABASE …
 *   TEMPLATE copies files, far faster than migrating and seeding again).
 * Teardown removes whichever was made.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'lantern-pglite-'));
  const mediaDir = join(root, 'media');
  if (project.name === 'server-pg' || process.env.LANTERN_TEST_DB === 'postgres') {
    const cluster = await startPostgresCluster();
    await seedPostgresTemplate(cluster.url, mediaDir);
    project.provide('testDatabase', {
      kind: 'postgres',
      adminUrl: cluster.url,
      templateName: POSTGRES_TEMPLATE,
      mediaDir,
    } satisfies TestDatabaseTarget);
    return async () => {
      await cluster.stop();
      await rm(root, { recursive: true, force: true });
    };
  }

  const templateDir = join(root, 'template');
  const dump = async (tarball: string) => {
    const client = await PGlite.create(templateDir, { extensions: pgliteExtensions });
    try {
      await writeFile(tarball, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await client.close();
    }
  };
  // Migrated, no company yet: a new install (server/company/company-command.test.ts), which costs a
  // test file 7 s and more to migrate itself.
  await (await openDatabase({ dataDir: templateDir })).close();
  const emptyTarball = join(root, 'empty.tar');
  await dump(emptyTarball);
  const seeded = await openDatabase({ dataDir: templateDir });
  try {
    await seedDemoTenant(seeded.db, diskMediaStore(mediaDir));
    await seedSecondTenant(seeded.db, diskMediaStore(mediaDir));
  } finally {
    await seeded.close();
  }
  const templateTarball = join(root, 'template.tar');
  await dump(templateTarball);
  project.provide('testDatabase', {
    kind: 'pglite',
    templateTarball,
    emptyTarball,
    mediaDir,
  } satisfies TestDatabaseTarget);
  return () => rm(root, { recursive: true, force: true });
}
