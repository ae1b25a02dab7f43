import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '#contract/company-settings.ts';
import { familyCasesPage } from '#contract/family-cases.ts';
import { obituarySearchPage } from '#contract/obituaries.ts';
import { planningLocations } from '#contract/planning.ts';
import type { Database, OpenedDatabase } from '#server/db/open-database.ts';
import { diskMediaStore } from '#server/media/disk-media-store.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { EVERGREEN_SIGNED_FAMILY } from '#server/seed/evergreen/families.ts';
import { EVERGREEN_OWNER_EMAIL, EVERGREEN_OWNER_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { tarEnd, tarHeader, tarPadding } from '#server/services/export/tar-writer.ts';
import { planningAnswers, request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openEmptyTestDatabase, openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { derivedTables, rowsOf } from './backup-catalog.ts';
import { backupPaths, type BackupHead } from './backup-format.ts';
import { runCompanyCommand } from './run-company-command.ts';

/*
 * Backup and restore (decision 0087), on the run's engine: the demo company of
 * database A (with its photos, songs and video) is backed up by the command, restored by the command
 * into B (migrated, no company, a media folder of its own), and B's app answers what A's does: the
 * public obituaries and an obituary with its photo's bytes, a demo family's case and statement (signed
 * in with the demo password), the staff's cases; every table holds as many of the company's rows, the
 * counts the database derives included, and B takes new rows. A restore into a database that has the
 * company, and an archive from another migration level, are refused with words and write nothing.
 */

const host = 'localhost';

interface Run {
  code: number;
  out: string[];
  err: string[];
}

type Opened = OpenedDatabase & { media: MediaStore };

async function run(argv: string[], database: Opened): Promise<Run> {
  const result: Run = { code: -1, out: [], err: [] };
  const output = { log: (line: string) => result.out.push(line), error: (line: string) => result.err.push(line) };
  result.code = await runCompanyCommand(argv, {}, output, async () => ({ ...database, close: async () => {} }));
  return result;
}

let a: TestDatabase;
let b: Opened;
let folder: string;
let archive: string;
let backedUp: Run;
let restored: Run;
let appA: TestApp;
let appB: TestApp;

/** Every table's rows of each company: what the backup must carry, and what nothing-written keeps. */
async function rowCounts(db: Database, companyId = a.demoCompanyId): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as "name" from information_schema.columns
        where table_schema = 'public' and column_name = 'company_id' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as "n" from ${sql.identifier(name)} where company_id = ${companyId}`,
    );
    counts[name] = Number(row?.n);
  }
  const [companies] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as "n" from companies`);
  counts['companies'] = Number(companies?.n);
  return counts;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lantern-backup-test-'));
  archive = join(folder, 'evergreen.tar.gz');
  const empty = await openEmptyTestDatabase();
  [a, b] = [await openTestDatabase(), { ...empty, media: diskMediaStore(join(folder, 'media-b')) }];
  backedUp = await run(['backup', '--company', host, '--out', archive], { ...a, close: a.close });
  restored = await run(['restore', archive], b);
  appA = createTestApp(a.db, { media: a.media });
  appB = createTestApp(b.db, { media: b.media });
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await rm(folder, { recursive: true, force: true });
});

/** The same question to A and to B: both answers, as JSON. */
async function ask(path: string, signInAs?: { email: string; password: string }) {
  const answers = [];
  for (const app of [appA.app, appB.app]) {
    const token = signInAs ? await signIn(app, host, signInAs) : undefined;
    const response = await request(app, 'GET', path, { host, token });
    expect(response.status, path).toBe(200);
    answers.push(await response.json());
  }
  return answers as [unknown, unknown];
}

describe('a backup of the demo company, restored into an empty install', () => {
  it('is made and restored by the commands, which say what they did', () => {
    expect(backedUp.err).toEqual([]);
    expect(backedUp.code).toBe(0);
    expect(backedUp.out[0]).toMatch(
      /^Backed up Evergreen Funeral Homes \(evergreen\): \d+ rows of \d+ tables and [1-9]\d* media files, at migration \d{4}_[\w-]+, to .*evergreen\.tar\.gz \(\d+\.\d MB\)\.$/,
    );
    expect(restored.err).toEqual([]);
    expect(restored.code).toBe(0);
    expect(restored.out[0]).toMatch(
      /^Restored Evergreen Funeral Homes \(evergreen, company \d+\) from .*: \d+ rows and [1-9]\d* media files, on 127\.0\.0\.1, localhost\. Start the server to serve it\.$/,
    );
  });

  it('holds every table of the company with as many rows, the counts the database derives too', async () => {
    const [inA, inB] = [await rowCounts(a.db), await rowCounts(b.db)];
    expect(inB).toEqual({ ...inA, companies: 1 });
    // The demo's requests are counted; it has no paid order, so its order tallies are none on both sides.
    expect(Object.keys(derivedTables)).toContain('planning_request_tallies');
    expect(inB['planning_request_tallies']).toBeGreaterThan(0);
  });

  it('answers the same public obituaries, an obituary, and its photo’s bytes', async () => {
    const [listA, listB] = await ask('/api/web/obituaries');
    expect(listB).toEqual(listA);
    const withPhoto = obituarySearchPage
      .parse(listA)
      .items.find((item) => JSON.stringify(item).includes('/api/web/media/'));
    const [pageA, pageB] = await ask(`/api/web/obituaries/${withPhoto!.id}`);
    expect(pageB).toEqual(pageA);

    const photo = /\/api\/web\/media\/\d+\/[\w.]+/.exec(JSON.stringify(pageA))![0];
    const [bytesA, bytesB] = await Promise.all(
      [appA.app, appB.app].map(async (app) => {
        const response = await request(app, 'GET', photo, { host });
        expect(response.status).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(bytesA!.length).toBeGreaterThan(1000);
    expect(bytesB!.equals(bytesA!)).toBe(true);
    // B's files are its own folder's: the restore copied them.
    expect((await readdir(join(folder, 'media-b'))).length).toBeGreaterThan(0);
  });

  it('signs a demo family in with its password and shows it the same case and statement', async () => {
    const [casesA, casesB] = await ask('/api/family/cases', EVERGREEN_SIGNED_FAMILY);
    expect(casesB).toEqual(casesA);
    const caseId = familyCasesPage.parse(casesA).items[0]!.id;
    const [caseA, caseB] = await ask(`/api/family/cases/${caseId}`, EVERGREEN_SIGNED_FAMILY);
    expect(caseB).toEqual(caseA);
    const [statementA, statementB] = await ask(`/api/family/cases/${caseId}/statement`, EVERGREEN_SIGNED_FAMILY);
    expect(statementB).toEqual(statementA);
  });

  it('shows the staff the same cases', async () => {
    const owner = { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD };
    const [casesA, casesB] = await ask('/api/staff/cases', owner);
    expect(casesB).toEqual(casesA);
  });

  it("keeps the owner's settings: the notification email and the words for paying without a card", async () => {
    const owner = { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD };
    const [settingsA, settingsB] = await ask('/api/staff/company/settings', owner);
    expect(settingsB).toEqual(settingsA);
    expect(companySettings.parse(settingsB)).toMatchObject({
      notificationAddress: 'office@evergreen.example',
      paymentInstructions: expect.stringContaining('payable to Evergreen Funeral Homes'),
    });
  });

  it('takes new rows after the restored ones (the id sequences moved past them)', async () => {
    const location = planningLocations.parse(
      await (await request(appB.app, 'GET', '/api/web/planning/locations', { host })).json(),
    ).locations[0]!;
    const submitted = await request(appB.app, 'POST', '/api/web/planning/submit', {
      host,
      body: { locationId: location.id, caseStatus: 'AT_NEED', fields: await planningAnswers(appB.app, host) },
    });
    expect(submitted.status).toBe(201);
  });
});

describe('a restore that does not fit', () => {
  it('is refused into a database that has the company, and writes nothing', async () => {
    const before = await rowCounts(a.db);
    const again = await run(['restore', archive], { ...a, close: a.close });
    expect(again.code).toBe(1);
    expect(again.err).toEqual([
      `${archive} was not restored. Evergreen Funeral Homes is already in this database (company ${a.demoCompanyId}, evergreen). ` +
        'A backup restores only into an install with no company: nothing was written.',
    ]);
    expect(await rowCounts(a.db)).toEqual(before);
  });

  it('is refused from another migration level, with both levels named', async () => {
    const head: BackupHead = {
      format: 'lantern-backup',
      formatVersion: 1,
      madeAt: new Date().toISOString(),
      engine: 'pglite',
      company: { id: 9, slug: 'older', name: 'Older Funeral Home', hosts: ['older.localhost'] },
      migration: { applied: 27, lastAt: '1795707566236', name: '0026_shop-products-and-pdf-proofs' },
      tables: ['companies'],
      leftOut: {},
    };
    const bytes = new TextEncoder().encode(JSON.stringify(head));
    const older = join(folder, 'older.tar.gz');
    const now = new Date();
    await pipeline(
      Readable.from([tarHeader(backupPaths.head, bytes.length, now), bytes, tarPadding(bytes.length), tarEnd()]),
      createGzip(),
      createWriteStream(older),
    );
    // B has a company by now, but the level is what is checked first.
    const before = await rowCounts(b.db);
    const refused = await run(['restore', older], b);
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(
      /^.*older\.tar\.gz was not restored\. It was made with the database at migration 0026_shop-products-and-pdf-proofs \(27 applied\); this database is at \d{4}_[\w-]+ \(\d+ applied\)\. Restore it with the Lantern version that made it, then start this version, which migrates it\. Nothing was written\.$/,
    );
    expect(await rowCounts(b.db)).toEqual(before);
  });

  it('answers bad flags before opening anything', async () => {
    const bad = await run(['backup', '--company', host], b);
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toBe('--out is missing: the file to write the backup to (for example backup.tar.gz).');
    const unknown = await run(['backup', '--company', 'nowhere.example', '--out', join(folder, 'x.tar.gz')], b);
    expect(unknown).toMatchObject({
      code: 1,
      err: ['No company has the slug or host "nowhere.example": nothing was written.'],
    });
  });
});
