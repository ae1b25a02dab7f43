import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { eq, getTableColumns, getTableName, is, isNotNull, Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EXPORT_ROOT,
  exportCollectionNames,
  exportCollections,
  exportManifest,
  type ExportCollection,
  type ExportManifest,
} from '#contract/company-export.ts';
import { exportLink } from '#contract/company-export-link.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import * as schema from '#server/db/schema.ts';
import { caseInvitations, media, orders, sessions, users } from '#server/db/schema.ts';
import type { TenantTable } from '#server/db/tenant-scope.ts';
import { exportSources, notExported } from '#server/services/export/export-sources.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { createInvitation } from '#tests/server/factories/invitation.ts';
import { createMemorial } from '#tests/server/factories/memorial.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createProducts } from '#tests/server/factories/product.ts';
import { newFamily, signedCase, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { placeFixtureOrder } from '#tests/server/shop-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The owner's export (decision 0086), in companies of their own: the owner's signed
 * link downloads a gzipped tar that `tar` unpacks; every JSON file passes its contract schema, the
 * manifest's counts, sizes and SHA-256s are the files', a media file's bytes are the store's, no
 * password or token hash is anywhere in it, and nothing of a second company is. Only the owner gets a
 * link; a link opens only on its company's host, unaltered, and while its owner is still an enabled owner.
 */

const run = promisify(execFile);

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let owner: string;
let family: FamilyFixture;
let folder: string;
let manifest: ExportManifest;
const data = {} as Record<ExportCollection, Record<string, unknown>[]>;
/** Every file of the unpacked archive: its path inside the archive and its bytes. */
const unpacked = new Map<string, Buffer>();
let orderPublicId: string;
let photoKey: string;
let obituaryId: number;

const OTHER_MARKERS = ['Zebulon Otherwise', 'otherwise-member', 'Otherwise Chapel', 'An other company’s memory'];

const staffToken = async (of: FactoryCompany, role: 'owner' | 'director' | 'staff') =>
  signIn(t.app, of.host, await freshStaffAccount(of.scope, role));

const askLink = (token: string | undefined, host = company.host) =>
  request(t.app, 'POST', '/api/staff/company/export-link', { host, token });

async function linkOf(token: string): Promise<string> {
  const response = await askLink(token);
  expect(response.status).toBe(200);
  return exportLink.parse(await response.json()).url;
}

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  [company, other] = await Promise.all([
    createCompany(database),
    createCompany(database, { name: 'Otherwise Chapel' }),
  ]);
  owner = await staffToken(company, 'owner');

  // The company: a case with its family and arrangement, a signed statement with a recorded payment, an
  // invitation, a published obituary with a photo and a memory, and a paid shop order on it.
  family = await newFamily(t.app, company, { member: { name: 'Rose Exportwell' }, case: { name: 'Edwin Exportwell' } });
  const signed = await signedCase(t.app, family, company.scope);
  const paid = await request(t.app, 'POST', `/api/staff/cases/${signed}/payments`, {
    host: company.host,
    token: owner,
    body: { method: 'check', amountCents: 12_345, reference: '1042' },
    headers: { 'Idempotency-Key': 'export-test-payment' },
  });
  expect(paid.status).toBe(201);
  await createInvitation(company.scope, { caseId: family.ids.case, invitedBy: family.memberId });
  const obituary = await createObituary(company.scope, { fullName: 'Ingrid Exportwell' });
  obituaryId = obituary.id;
  await createMemorial(company.scope, database.media, obituary.caseId, {
    photos: [{ caption: 'At the lake' }],
    memories: [{ authorName: 'Lena Hartley', body: 'She taught us all to sail.' }],
  });
  const [productId] = await createProducts(company.scope, [{ name: 'Export Lilies' }]);
  orderPublicId = (await placeFixtureOrder(t.app, company.host, { obituaryId, productId: productId! })).order.publicId;

  // The second company, with the same kinds of records, each carrying a marker the export must not hold.
  const { caseId: otherCase } = await createCase(other.scope, {
    name: 'Zebulon Otherwise',
    deceased: { bornOn: '1930-02-02', diedDaysAgo: 3 },
  });
  await createFamilyMember(other.scope, {
    name: 'Otherwise Member',
    email: 'otherwise-member@family.example',
    caseIds: [otherCase],
  });
  const otherObituary = await createObituary(other.scope, { fullName: 'Zebulon Otherwise Senior' });
  await createMemorial(other.scope, database.media, otherObituary.caseId, {
    photos: [{ caption: 'Otherwise photo' }],
    memories: [{ authorName: 'Otherwise Writer', body: 'An other company’s memory' }],
  });
  await signIn(t.app, other.host, await freshStaffAccount(other.scope, 'owner'));

  // The download, as the console makes it: the owner's link, followed without a token.
  const url = await linkOf(owner);
  const response = await request(t.app, 'GET', url, { host: company.host });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/gzip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="f-[0-9a-f]+-export-\d{4}-\d\d-\d\d\.tar\.gz"$/,
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  folder = await mkdtemp(join(tmpdir(), 'lantern-export-test-'));
  await writeFile(join(folder, 'export.tar.gz'), Buffer.from(await response.arrayBuffer()));
  await run('tar', ['-xzf', 'export.tar.gz'], { cwd: folder });
  for (const path of await filesUnder(join(folder, EXPORT_ROOT)))
    unpacked.set(relative(folder, path), await readFile(path));
  manifest = exportManifest.parse(JSON.parse(unpacked.get(`${EXPORT_ROOT}/manifest.json`)!.toString('utf8')));
  for (const name of exportCollectionNames) {
    const text = unpacked.get(`${EXPORT_ROOT}/data/${name}.json`)?.toString('utf8');
    data[name] = z.array(exportCollections[name]).parse(JSON.parse(text ?? 'null')) as Record<string, unknown>[];
  }
  photoKey = (data.media.find((row) => row['album'] === 'photos')!['variants'] as { key: string }[])[0]!.key;
}, 120_000);

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  await database?.close();
});

describe('the export archive', () => {
  it('is the manifest and one JSON file per collection, each passing its schema, with the media the records name', () => {
    expect(manifest.company).toMatchObject({ id: company.companyId, name: company.name, hosts: [company.host] });
    expect(manifest.company.siteUrl).toBe(company.siteUrl);
    // The owner's settings of decision 0100 and of paying without a card (the demo seed's, in this company).
    expect(manifest.company).toMatchObject({
      notificationAddress: 'office@evergreen.example',
      paymentInstructions: expect.stringContaining('payable to Evergreen Funeral Homes'),
      // Going live (decision 0106): the test company's list is published, its shop open.
      priceListPublishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      shopEnabled: true,
    });
    const listed = manifest.files.map((file) => file.path);
    expect([...unpacked.keys()].sort()).toEqual([...listed, `${EXPORT_ROOT}/manifest.json`].sort());
    for (const name of exportCollectionNames) expect(listed).toContain(`${EXPORT_ROOT}/data/${name}.json`);
    const keys = new Set(data.media.flatMap((row) => (row['variants'] as { key: string }[]).map((v) => v.key)));
    expect(listed.filter((path) => path.includes('/media/')).sort()).toEqual(
      [...keys].map((key) => `${EXPORT_ROOT}/media/${key}`).sort(),
    );
    expect(manifest.missingMedia).toEqual([]);
  });

  it("lists each file's size and SHA-256, and each collection's count", () => {
    for (const file of manifest.files) {
      const bytes = unpacked.get(file.path)!;
      expect(bytes.length, file.path).toBe(file.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), file.path).toBe(file.sha256);
    }
    for (const name of exportCollectionNames) expect(manifest.counts[name], name).toBe(data[name].length);
  });

  it("holds the company's cases, families, statements, payments, obituaries, memories and orders", async () => {
    expect(data.cases.map((row) => row['decedentName'])).toEqual(
      expect.arrayContaining(['Edwin Exportwell', 'Ingrid Exportwell']),
    );
    expect(data.accounts).toContainEqual(expect.objectContaining({ name: 'Rose Exportwell', role: 'family' }));
    expect(data.caseMembers).toContainEqual(
      expect.objectContaining({ caseId: family.ids.case, userId: family.memberId }),
    );
    expect(data.invitations).toContainEqual(expect.objectContaining({ caseId: family.ids.case }));
    const statement = data.statements.find((row) => row['signedAt'] !== null)!;
    expect(statement['statementSha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(data.payments).toContainEqual(
      expect.objectContaining({ caseId: statement['caseId'], amountCents: 12_345, method: 'check', reference: '1042' }),
    );
    expect(data.obituaries).toContainEqual(
      expect.objectContaining({ id: obituaryId, fullName: 'Ingrid Exportwell', publicationState: 'published' }),
    );
    expect(data.memories).toContainEqual(expect.objectContaining({ body: 'She taught us all to sail.' }));
    expect(data.orders).toContainEqual(
      expect.objectContaining({ publicId: orderPublicId, obituaryId, productName: 'Export Lilies', status: 'paid' }),
    );
    expect(data.priceListItems.length).toBeGreaterThan(0);
    expect(data.sitePages.length).toBeGreaterThan(0);
    // Every count is the company's own number of rows.
    expect(data.cases).toHaveLength(await company.scope.count(schema.cases));
    expect(data.accounts).toHaveLength(await company.scope.count(users));
  });

  it("holds each media file's bytes exactly as the store has them", async () => {
    const stored = await database.media.open(photoKey);
    const original = Buffer.from(await new Response(stored!.stream()).arrayBuffer());
    expect(unpacked.get(`${EXPORT_ROOT}/media/${photoKey}`)!.equals(original)).toBe(true);
  });

  it('holds no password, token or code hash anywhere', async () => {
    const everything = [...unpacked.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    const secrets = [
      ...(await company.scope.select({ hash: users.passwordHash }).from(users, isNotNull(users.passwordHash))),
      ...(await company.scope.select({ hash: sessions.tokenHash }).from(sessions)),
      ...(await company.scope.select({ hash: caseInvitations.tokenHash }).from(caseInvitations)),
      ...(await company.scope.select({ hash: orders.accessKeyHash }).from(orders)),
    ].map((row) => row.hash!);
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toMatch(/passwordHash|tokenHash|accessKeyHash|codeHash/);
  });

  it('holds nothing of another company', async () => {
    const everything = [...unpacked.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    for (const marker of OTHER_MARKERS) expect(everything).not.toContain(marker);
    const otherCases = await other.scope.select({ id: schema.cases.id }).from(schema.cases);
    const caseIds = new Set(data.cases.map((row) => row['id']));
    for (const { id } of otherCases) expect(caseIds.has(id)).toBe(false);
    const otherPhoto = await other.scope.select({ variants: media.variants }).from(media, eq(media.album, 'photos'));
    for (const { key } of otherPhoto[0]!.variants) expect(everything).not.toContain(key);
  });
});

describe('the format', () => {
  it("names exactly each source table's columns, less the company and what it leaves out", () => {
    for (const name of exportCollectionNames) {
      const { table, leftOut = {} } = exportSources[name];
      const columns = Object.keys(getTableColumns(table)).filter((key) => key !== 'companyId' && !(key in leftOut));
      expect(Object.keys(exportCollections[name].shape).sort(), name).toEqual(columns.sort());
    }
  });

  it('exports every company table or says why not', () => {
    const decided = new Set<unknown>([
      ...Object.values(exportSources).map((source) => source.table),
      ...notExported.map((entry) => entry.table),
    ]);
    const tenantTables = (Object.values(schema) as unknown[]).filter(
      (value): value is TenantTable => is(value, Table) && 'companyId' in value,
    );
    expect(tenantTables.length).toBeGreaterThan(40);
    for (const table of tenantTables) expect(decided.has(table), getTableName(table)).toBe(true);
  });
});

describe('who may export', () => {
  it('is the owner only: a director and office staff get 403, a family 403, no session 401', async () => {
    for (const role of ['director', 'staff'] as const) {
      const response = await askLink(await staffToken(company, role));
      expect(response.status, role).toBe(403);
      expect(await response.json()).toMatchObject({ issues: [{ message: roleRefusedMessage }] });
    }
    expect((await askLink(family.token)).status).toBe(403);
    expect((await askLink(undefined)).status).toBe(401);
  });

  it('answers 404 on a host no company owns, and 401 to an owner of another company', async () => {
    expect((await askLink(owner, 'nobody.lantern.test')).status).toBe(404);
    expect((await askLink(owner, other.host)).status).toBe(401);
  });

  it("opens a link only on its company's host, unaltered, and while its owner is an enabled owner", async () => {
    const url = await linkOf(owner);
    expect((await request(t.app, 'GET', url, { host: other.host })).status).toBe(404);
    expect((await request(t.app, 'GET', url, { host: 'nobody.lantern.test' })).status).toBe(404);
    const later = url.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 60}`);
    expect((await request(t.app, 'GET', later, { host: company.host })).status).toBe(404);
    const otherUser = url.replace(/user=(\d+)/, (_, user: string) => `user=${Number(user) + 1}`);
    expect((await request(t.app, 'GET', otherUser, { host: company.host })).status).toBe(404);

    const leaving = await freshStaffAccount(company.scope, 'owner');
    const leavingUrl = await linkOf(await signIn(t.app, company.host, leaving));
    await company.scope.update(users, { disabledAt: new Date() }, eq(users.id, leaving.id));
    expect((await request(t.app, 'GET', leavingUrl, { host: company.host })).status).toBe(404);
  });
});
