import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangementTotals } from '#contract/arrangement-rules.ts';
import { apiError } from '#contract/errors.ts';
import {
  arrangement,
  arrangementMessages,
  arrangementPackages,
  gplItem,
  itemVariants,
  selector,
} from '#contract/family-arrangements.ts';
import { familyCase, familyCasesPage } from '#contract/family-cases.ts';
import { familyPayment, familyPaymentsPage, paymentMessages } from '#contract/family-payments.ts';
import { paymentConnectionMessages } from '#contract/payment-connection.ts';
import {
  caseStatement,
  contractMessages,
  familyContract,
  STATEMENT_DISCLOSURE,
  statementTemplate,
} from '#contract/family-statement.ts';
import { casePayments, contracts, gplItems, mailOutbox } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { SandboxPaymentProvider } from '#server/payments/sandbox-payment-provider.ts';
import { createArrangement } from '#tests/server/factories/arrangement.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember, type FamilyMember } from '#tests/server/factories/family.ts';
import {
  newFamily,
  newFamilyCase,
  purchaserFor,
  readyToSign,
  sandboxToken,
  signedCase,
  type FamilyFixture,
} from '#tests/server/family-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { EVERGREEN_DIRECTOR_EMAIL, EVERGREEN_OWNER_EMAIL } from '#server/seed/evergreen/staff.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The family portal's calls on this file's own company and families: Rose is arranging
 * (a package chosen, the casket not yet), Daniel has signed for his mother's and paid part, Lucía has
 * two cases (a pre-plan begun, then an at-need case), Ada is a family of another company. The price
 * list is the company's (the demo's settings); the cases, accounts and arrangements are made here.
 */

let database: TestDatabase;
let t: TestApp;
let payments: SandboxPaymentProvider;
let company: FactoryCompany;
let scope: TenantScope;
let host: string;
let rose: FamilyFixture;
let daniel: FamilyFixture;
let ada: FamilyFixture;
let lucia: FamilyMember;

beforeAll(async () => {
  database = await openTestDatabase();
  payments = new SandboxPaymentProvider();
  t = createTestApp(database.db, { payments });
  company = await createCompany(database);
  ({ scope, host } = company);
  rose = await newFamily(t.app, company, {
    member: { name: 'Rose Ashdown' },
    case: {
      name: 'Edwin James Ashdown',
      location: 0,
      director: EVERGREEN_DIRECTOR_EMAIL,
      deceased: { bornOn: '1941-03-02', diedDaysAgo: 3, events: [{ kind: 'service', daysFromNow: 6 }] },
    },
    arrangement: {
      packageName: 'Traditional burial',
      choices: [
        { line: 'Choose an outer burial container', item: 'Concrete grave liner' },
        { line: 'Choose a memorial folder design', item: 'Memorial folders, dove design (100)' },
      ],
    },
  });
  daniel = await newFamily(t.app, company, {
    member: { name: 'Daniel Mensah' },
    case: {
      name: 'Abena Serwaa Mensah',
      location: 1,
      director: EVERGREEN_OWNER_EMAIL,
      deceased: {
        bornOn: '1950-07-19',
        diedDaysAgo: 8,
        events: [{ kind: 'service', daysFromNow: 2, localTime: '14:00', minutes: 90 }],
      },
    },
    arrangement: {
      packageName: 'Cremation with memorial',
      choices: [
        { line: 'Choose an urn', item: 'Brass urn', variant: 'Antique bronze finish' },
        { line: 'Choose a memorial folder design', item: 'Memorial folders, sunrise design (100)' },
      ],
      purchaser: { ...purchaserFor('Daniel Mensah'), relationship: 'Son' },
      signedDaysAgo: 2,
      payments: [{ amountCents: 150_000, card: { brand: 'visa', last4: '4242' }, daysAgo: 2 }],
    },
  });
  // Lucía began her mother's pre-plan, then her father died: two cases, the newer one not arranged yet.
  const { caseId: prePlan } = await createCase(scope, { name: 'Teresa Ferreira', status: 'PRE_PLAN', location: 1 });
  const { caseId: atNeed } = await createCase(scope, {
    name: 'Arturo Luis Ferreira',
    location: 0,
    deceased: {
      bornOn: '1944-11-12',
      diedDaysAgo: 1,
      events: [{ kind: 'service', daysFromNow: 8, localTime: '10:30' }],
    },
  });
  lucia = await createFamilyMember(scope, { name: 'Lucía Ferreira', caseIds: [prePlan, atNeed] });
  await createArrangement(
    scope,
    { caseId: prePlan, memberId: lucia.memberId },
    { packageName: 'Cremation with memorial' },
  );
  const other = await createCompany(database, { name: 'Harbor Light Chapel' });
  ada = await newFamily(t.app, other, { member: { name: 'Ada Trelawny' }, case: { name: 'Jory Trelawny' } });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

let keys = 0;
const key = () => `family-test-${(keys += 1)}-${Date.now()}`;
const call = (who: FamilyFixture, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  request(t.app, method, path, { host, token: who.token, body, headers });
const json = async (response: Response) => (await response.json()) as unknown;
const lines = (value: unknown) => arrangement.parse(value).categories.flatMap((category) => category.lines);

describe('the cases', () => {
  it("lists only the member's cases, and opens one with its location, director and progress", async () => {
    const list = familyCasesPage.parse(await json(await call(rose, 'GET', '/api/family/cases')));
    expect(list.items.map((item) => item.decedentName)).toEqual(['Edwin James Ashdown']);
    const home = familyCase.parse(await json(await call(rose, 'GET', `/api/family/cases/${rose.ids.case}`)));
    expect(home).toMatchObject({
      nameSlug: 'edwin-james-ashdown',
      status: 'AT_NEED',
      // The assigned director's name, with the location's phone (decision 0105).
      director: { name: 'Samuel Ortiz', phoneNumber: '(503) 555-0142' },
      dates: { bornOn: '1941-03-02' },
      progress: { packageChosen: true, selectionsComplete: false, hasPurchaser: false, signedAt: null },
    });
    expect(home.balance?.paidCents).toBe(0);
    const signed = familyCase.parse(await json(await call(daniel, 'GET', `/api/family/cases/${daniel.ids.case}`)));
    expect(signed.progress).toMatchObject({ selectionsComplete: true, hasPurchaser: true });
    expect(signed.progress.signedAt).not.toBeNull();
    expect(signed.balance).toEqual({
      totalCents: signed.balance!.totalCents,
      paidCents: 150_000,
      balanceCents: signed.balance!.totalCents - 150_000,
    });
  });

  it("lists a member's two cases newest first, each with its location, first service and where it stands", async () => {
    const token = await signIn(t.app, host, lucia);
    const list = familyCasesPage.parse(await json(await request(t.app, 'GET', '/api/family/cases', { host, token })));
    expect(list.total).toBe(2);
    const [father, mother] = list.items;
    expect(father).toMatchObject({
      decedentName: 'Arturo Luis Ferreira',
      status: 'AT_NEED',
      locationName: company.locations[0]!.name,
      serviceTimeZone: 'America/Los_Angeles',
      progress: { packageChosen: false, signedAt: null },
    });
    expect(Date.parse(father!.serviceAt!)).toBeGreaterThan(Date.now());
    expect(mother).toMatchObject({
      decedentName: 'Teresa Ferreira',
      status: 'PRE_PLAN',
      locationName: company.locations[1]!.name,
      serviceAt: null,
      serviceTimeZone: null,
      progress: { packageChosen: true, signedAt: null },
    });
    // The signed case says when it was signed, as its home does.
    const signed = familyCasesPage.parse(await json(await call(daniel, 'GET', '/api/family/cases')));
    const home = familyCase.parse(await json(await call(daniel, 'GET', `/api/family/cases/${daniel.ids.case}`)));
    expect(signed.items[0]!.progress.signedAt).toBe(home.progress.signedAt);
    expect(signed.items[0]!.serviceAt).toBe(home.dates.serviceAt);
  });

  it('pages the list: one case a page, the total counted across pages', async () => {
    const token = await signIn(t.app, host, lucia);
    const pageOf = async (page: number) =>
      familyCasesPage.parse(
        await json(await request(t.app, 'GET', `/api/family/cases?page=${page}&pageSize=1`, { host, token })),
      );
    const [first, second, past] = await Promise.all([pageOf(1), pageOf(2), pageOf(3)]);
    expect(first.items.map((item) => item.decedentName)).toEqual(['Arturo Luis Ferreira']);
    expect(second.items.map((item) => item.decedentName)).toEqual(['Teresa Ferreira']);
    expect(past).toMatchObject({ items: [], total: 2 });
  });

  it("answers 404 for another family's case, like a case that does not exist", async () => {
    expect((await call(rose, 'GET', `/api/family/cases/${daniel.ids.case}`)).status).toBe(404);
    expect((await call(rose, 'GET', '/api/family/cases/999999')).status).toBe(404);
  });

  it('does not open family calls with a staff token', async () => {
    const staff = await signIn(t.app, host, company.staff);
    const response = await request(t.app, 'GET', `/api/family/cases/${rose.ids.case}`, { host, token: staff });
    expect(response.status).toBe(403);
    expect((await request(t.app, 'GET', '/api/family/cases', { host })).status).toBe(401);
  });
});

describe('the arrangement', () => {
  it('has the package, its categories by position descending then name, and the casket still to choose', async () => {
    const loaded = arrangement.parse(await json(await call(rose, 'GET', `/api/family/arrangements/${rose.ids.case}`)));
    expect(loaded.packageId).not.toBeNull();
    expect(loaded.hasPurchaser).toBe(false);
    const positions = loaded.categories.map((category) => category.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(loaded.categories[0]).toMatchObject({
      itemCategory: { name: 'Basic services' },
      displayForFamily: false,
    });
    const casket = loaded.categories.find((category) => category.itemCategory.name === 'Caskets')!.lines[0]!;
    expect(casket).toMatchObject({ variant: null, fromPackage: true, item: { variantCount: 4 } });
  });

  it("totals as the statement and the case home do: the browser's running total, tax included", async () => {
    const read = async (path: string) => json(await call(rose, 'GET', path));
    const [loaded, statement, home] = await Promise.all([
      read(`/api/family/arrangements/${rose.ids.case}`).then((body) => arrangement.parse(body)),
      read(`/api/family/cases/${rose.ids.case}/statement`).then((body) => caseStatement.parse(body)),
      read(`/api/family/cases/${rose.ids.case}`).then((body) => familyCase.parse(body)),
    ]);
    // What the selections page computes (machines/arrangement/arrangement.rules.ts runningTotal).
    const running = arrangementTotals(loaded);
    expect(running).toMatchObject({
      subtotalCents: statement.subtotalCents,
      taxCents: statement.taxCents,
      cashAdvanceCents: statement.cashAdvanceCents,
      totalCents: statement.totalCents,
      hasEstimates: statement.hasEstimates,
    });
    expect(home.balance?.totalCents).toBe(running.totalCents);
    // Rose's case as this file arranged it (the demo's price list): $9,490.00 of goods and services, 8.25 % tax on the $3,600.00 of taxable
    // goods, $125.00 of cash advances: $9,912.00 in all (the selections said $9,615.00, without the tax).
    expect(running).toMatchObject({ subtotalCents: 949_000, taxCents: 29_700, cashAdvanceCents: 12_500 });
    expect(running.totalCents).toBe(991_200);
  });

  it('gives items, variants, selectors, packages, the price list by ids, and the template', async () => {
    const variants = itemVariants.parse(
      await json(await call(rose, 'GET', `/api/family/arrangements/items/${rose.ids.itemWithVariants}/variants`)),
    );
    expect(variants.items.map((variant) => variant.name)).toContain('Brushed pewter finish');
    const item = gplItem.parse(await json(await call(rose, 'GET', `/api/family/arrangements/items/${rose.ids.item}`)));
    expect(item.id).toBe(rose.ids.item);
    const choice = selector.parse(
      await json(await call(rose, 'GET', `/api/family/arrangements/items/selectors/${rose.ids.selector}`)),
    );
    expect(choice.selectorItems.length).toBeGreaterThan(1);
    const packages = arrangementPackages.parse(
      await json(await call(rose, 'GET', `/api/family/arrangements/${rose.ids.case}/packages`)),
    );
    expect(packages.items.map((pkg) => pkg.name)).toEqual([
      'Traditional burial',
      'Cremation with memorial',
      'Direct cremation',
    ]);
    expect(packages.items.every((pkg) => pkg.startingPriceCents > 0)).toBe(true);
    const page = (await json(
      await call(rose, 'GET', `/api/family/company/gpl/items?ids=${rose.ids.item},${rose.ids.itemWithVariants},999999`),
    )) as {
      items: unknown[];
      total: number;
    };
    expect(page.items).toHaveLength(2);
    const template = statementTemplate.parse(
      await json(await call(rose, 'GET', `/api/family/arrangements/statement/template/${rose.ids.template}`)),
    );
    expect(template.disclosure).toBe(STATEMENT_DISCLOSURE);
  });

  it('adds, changes and removes a line of its own; a package line cannot be removed', async () => {
    const base = `/api/family/arrangements/${rose.ids.case}`;
    const added = await call(rose, 'POST', `${base}/lines`, { itemId: rose.ids.itemWithVariants, quantity: 2 });
    expect(added.status).toBe(201);
    const line = lines(await json(added)).find((candidate) => !candidate.fromPackage)!;
    expect(line).toMatchObject({ quantity: 2, variant: null });
    const variants = itemVariants.parse(
      await json(await call(rose, 'GET', `/api/family/arrangements/items/${rose.ids.itemWithVariants}/variants`)),
    );
    const changed = await call(rose, 'PATCH', `${base}/lines/${line.id}`, {
      itemId: rose.ids.itemWithVariants,
      quantity: 1,
      variantId: variants.items[1]!.id,
    });
    expect(changed.status).toBe(200);
    expect(lines(await json(changed)).find((candidate) => candidate.id === line.id)).toMatchObject({
      quantity: 1,
      variant: { id: variants.items[1]!.id },
      unitPriceCents: variants.items[1]!.priceCents,
    });
    const removed = await call(rose, 'DELETE', `${base}/items/${line.id}`);
    expect(removed.status).toBe(200);
    expect(lines(await json(removed)).some((candidate) => candidate.id === line.id)).toBe(false);

    const packageLine = await call(rose, 'DELETE', `${base}/items/${rose.ids.line}`);
    expect(packageLine.status).toBe(409);
    expect(apiError.parse(await packageLine.json()).issues?.[0]?.message).toBe(
      'This item is part of the package and cannot be removed.',
    );
  });

  it('checks quantities and ids on the server with the spec §5 words', async () => {
    const base = `/api/family/arrangements/${rose.ids.case}`;
    const zero = await call(rose, 'POST', `${base}/lines`, { itemId: rose.ids.item, quantity: 0 });
    expect(zero.status).toBe(422);
    expect(apiError.parse(await zero.json()).issues).toEqual([{ path: 'quantity', message: 'Must be at least 1' }]);
    const unknown = await call(rose, 'POST', `${base}/lines`, { itemId: 999_999, quantity: 1 });
    expect(unknown.status).toBe(422);
    expect(apiError.parse(await unknown.json()).issues?.[0]?.path).toBe('itemId');
    const foreignVariant = await call(rose, 'POST', `${base}/lines`, {
      itemId: rose.ids.item,
      quantity: 1,
      variantId: 999_999,
    });
    expect(apiError.parse(await foreignVariant.json()).issues?.[0]?.path).toBe('variantId');
  });

  it("answers 404 for the other company's package, item, variant list, selector and template ids", async () => {
    const base = `/api/family/arrangements`;
    expect((await call(rose, 'POST', `${base}/${rose.ids.case}/packages/${ada.ids.package}`)).status).toBe(404);
    expect((await call(rose, 'GET', `${base}/items/${ada.ids.item}`)).status).toBe(404);
    expect((await call(rose, 'GET', `${base}/items/${ada.ids.itemWithVariants}/variants`)).status).toBe(404);
    expect((await call(rose, 'GET', `${base}/items/selectors/${ada.ids.selector}`)).status).toBe(404);
    expect((await call(rose, 'GET', `${base}/statement/template/${ada.ids.template}`)).status).toBe(404);
    expect((await call(rose, 'GET', `/api/family/cases/${rose.ids.case}/payments/${ada.ids.payment}`)).status).toBe(
      404,
    );
    // An id in a body is refused at its field, like an item that does not exist.
    const foreignItem = await call(rose, 'POST', `${base}/${rose.ids.case}/lines`, {
      itemId: ada.ids.item,
      quantity: 1,
    });
    expect(foreignItem.status).toBe(422);
    expect(apiError.parse(await foreignItem.json()).issues?.[0]?.path).toBe('itemId');
  });

  it('refuses an item the arrangement holds already, naming its line; one sold by the piece adds to its line', async () => {
    // Lucía's direct cremation: "Add Direct cremation" would make a second line without a word.
    const caseId = await newFamilyCase(scope, rose.memberId, 'Marisol Vega');
    await createArrangement(scope, { caseId, memberId: rose.memberId }, { packageName: 'Direct cremation' });
    const base = `/api/family/arrangements/${caseId}`;
    const itemNamed = async (name: string) =>
      (await scope.select({ id: gplItems.id }).from(gplItems, eq(gplItems.name, name)))[0]!.id;
    const before = lines(await json(await call(rose, 'GET', base)));

    const simple = 'Forwarding, receiving, direct cremation and immediate burial';
    const cremation = await call(rose, 'POST', `${base}/lines`, {
      itemId: await itemNamed('Direct cremation'),
      quantity: 1,
    });
    expect(cremation.status).toBe(409);
    expect(apiError.parse(await cremation.json()).issues).toEqual([
      { path: '', message: arrangementMessages.alreadyIn('Direct cremation', simple) },
    ]);
    expect(arrangementMessages.alreadyIn('Direct cremation', simple)).toBe(
      `Direct cremation is already in your arrangement (${simple}): change it on that line instead.`,
    );
    // A family line holding it is refused alike: the family's own Family limousine, added once.
    const limousine = await itemNamed('Family limousine');
    expect((await call(rose, 'POST', `${base}/lines`, { itemId: limousine, quantity: 1 })).status).toBe(201);

    // Death certificates are sold by the piece: the package's line of 2 takes 3 more, no second line.
    const certificates = await itemNamed('Certified death certificates');
    const more = await call(rose, 'POST', `${base}/lines`, { itemId: certificates, quantity: 3 });
    expect(more.status).toBe(201);
    const after = lines(await json(more));
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((line) => line.item?.id === certificates)).toEqual([
      expect.objectContaining({ quantity: 5, fromPackage: true }),
    ]);
    const tooMany = await call(rose, 'POST', `${base}/lines`, { itemId: certificates, quantity: 95 });
    expect(tooMany.status).toBe(422);
    expect(apiError.parse(await tooMany.json()).issues).toEqual([{ path: 'quantity', message: 'Cannot exceed 99' }]);
    expect((await call(rose, 'POST', `${base}/lines`, { itemId: limousine, quantity: 1 })).status).toBe(201);
    const limousines = lines(await json(await call(rose, 'GET', base))).filter((line) => line.item?.id === limousine);
    expect(limousines).toEqual([expect.objectContaining({ quantity: 2, fromPackage: false })]);
  });

  it("choosing another package replaces the package's lines and keeps the family's own", async () => {
    const caseId = await readyToSign(t.app, rose, scope);
    const base = `/api/family/arrangements/${caseId}`;
    const own = lines(
      await json(await call(rose, 'POST', `${base}/lines`, { itemId: rose.ids.item, quantity: 3 })),
    ).find((line) => !line.fromPackage)!;
    const packages = arrangementPackages.parse(await json(await call(rose, 'GET', `${base}/packages`)));
    const direct = packages.items.find((pkg) => pkg.name === 'Direct cremation')!;
    const chosen = arrangement.parse(await json(await call(rose, 'POST', `${base}/packages/${direct.packageId}`)));
    expect(chosen.packageId).toBe(direct.packageId);
    const after = chosen.categories.flatMap((category) => category.lines);
    expect(after.filter((line) => !line.fromPackage)).toEqual([own]);
    expect(after.filter((line) => line.fromPackage).map((line) => line.name)).toEqual(
      expect.arrayContaining(['Biodegradable urn', 'Direct cremation']),
    );
    expect(after.some((line) => line.name === 'Casket')).toBe(false);
  });

  it("refuses every id of another family's case: case, line, payment", async () => {
    expect((await call(rose, 'GET', `/api/family/arrangements/${daniel.ids.case}`)).status).toBe(404);
    expect(
      (
        await call(rose, 'PATCH', `/api/family/arrangements/${rose.ids.case}/lines/${daniel.ids.line}`, {
          itemId: rose.ids.item,
          quantity: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(rose, 'DELETE', `/api/family/arrangements/${rose.ids.case}/items/${daniel.ids.line}`)).status,
    ).toBe(404);
    expect((await call(rose, 'GET', `/api/family/cases/${rose.ids.case}/payments/${daniel.ids.payment}`)).status).toBe(
      404,
    );
    expect(
      (await call(rose, 'GET', `/api/family/cases/${daniel.ids.case}/payments/${daniel.ids.payment}`)).status,
    ).toBe(404);
  });
});

describe('signing', () => {
  it('needs the purchaser, complete selections and the purchaser typing their own name', async () => {
    const submit = (body: unknown) =>
      call(rose, 'POST', `/api/family/arrangements/${rose.ids.case}/contract/submit`, body, {
        'Idempotency-Key': key(),
      });
    const unfinished = await submit({ signatureName: 'Rose Ashdown', consent: true });
    expect(unfinished.status).toBe(422);
    expect(apiError.parse(await unfinished.json()).issues?.[0]?.message).toBe(contractMessages.noPurchaser);
    const noConsent = await submit({ signatureName: 'Rose Ashdown', consent: false });
    expect(apiError.parse(await noConsent.json()).issues).toEqual([
      { path: 'consent', message: 'Invalid option selected. Valid options are: true' },
    ]);

    const caseId = await readyToSign(t.app, rose, scope, 'Rose Ashdown');
    const wrong = await call(
      rose,
      'POST',
      `/api/family/arrangements/${caseId}/contract/submit`,
      { signatureName: 'Rose A.', consent: true },
      { 'Idempotency-Key': key() },
    );
    expect(wrong.status).toBe(422);
    expect(apiError.parse(await wrong.json()).issues).toEqual([
      { path: 'signatureName', message: contractMessages.signatureMismatch },
    ]);
  });

  it('signs once for one Idempotency-Key, records who, when, where and the hash, and mails the statement', async () => {
    const caseId = await readyToSign(t.app, rose, scope, 'Rose Ashdown');
    const headers = { 'Idempotency-Key': key(), 'User-Agent': 'FamilyTest/1.0' };
    const body = { signatureName: '  rose   ASHDOWN ', consent: true };
    const path = `/api/family/arrangements/${caseId}/contract/submit`;
    const [first, second] = [
      await call(rose, 'POST', path, body, headers),
      await call(rose, 'POST', path, body, headers),
    ];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const signed = familyContract.parse(await first.json());
    expect(familyContract.parse(await second.json())).toEqual(signed);
    expect(signed.statementSha256).toMatch(/^[0-9a-f]{64}$/);

    const [row] = await scope.selectAll(contracts, eq(contracts.caseId, caseId));
    expect(row).toMatchObject({ signedUserAgent: 'FamilyTest/1.0', signedByUserId: rose.memberId });
    expect(row?.signedFromAddress).toBeTruthy();
    const mails = await scope.selectAll(mailOutbox, eq(mailOutbox.kind, 'family.statement-signed'));
    expect(mails.filter((mail) => mail.textBody.includes(signed.statementSha256!))).toHaveLength(1);
    const purchaserMail = mails.find((mail) => mail.textBody.includes(signed.statementSha256!))!;
    expect(purchaserMail.textBody).toContain(STATEMENT_DISCLOSURE);
    expect(purchaserMail.textBody).toContain(`${company.siteUrl}/family-portal/${caseId}/`);

    const again = await call(rose, 'POST', path, body, { 'Idempotency-Key': key() });
    expect(again.status).toBe(409);
    const base = `/api/family/arrangements/${caseId}`;
    const signedLines = lines(await json(await call(rose, 'GET', base)));
    const writes = [
      await call(rose, 'POST', `${base}/lines`, { itemId: rose.ids.item, quantity: 1 }),
      await call(rose, 'PATCH', `${base}/lines/${signedLines[0]!.id}`, {
        itemId: signedLines[0]!.item!.id,
        quantity: 2,
      }),
      await call(rose, 'DELETE', `${base}/items/${signedLines[0]!.id}`),
      await call(rose, 'POST', `${base}/packages/${rose.ids.package}`),
    ];
    for (const write of writes) {
      expect(write.status).toBe(409);
      expect(apiError.parse(await write.json()).issues?.[0]?.message).toBe(
        'This arrangement was signed and can no longer be changed.',
      );
    }
    const locationMails = await scope.selectAll(mailOutbox, eq(mailOutbox.kind, 'family.statement-signed-location'));
    expect(locationMails.filter((mail) => mail.textBody.includes(signed.statementSha256!))).toHaveLength(1);
    expect(
      (
        await call(rose, 'POST', `/api/family/arrangements/${caseId}/contract/details`, {
          fullName: 'X',
          relationship: 'Y',
          addressLine1: 'Z',
          city: 'C',
          region: 'R',
          postalCode: '12345',
          phone: '5035550100',
          email: 'x@example.com',
        })
      ).status,
    ).toBe(409);
  });

  it('freezes prices: a later price-list change never alters the signed statement', async () => {
    const caseId = await signedCase(t.app, rose, scope);
    const before = caseStatement.parse(await json(await call(rose, 'GET', `/api/family/cases/${caseId}/statement`)));
    expect(before.signature).not.toBeNull();
    const priced = before.groups.flatMap((group) => group.lines).find((line) => line.unitPriceCents > 0)!;
    await scope.update(gplItems, { priceCents: 1 }, eq(gplItems.name, priced.name));
    const after = caseStatement.parse(await json(await call(rose, 'GET', `/api/family/cases/${caseId}/statement`)));
    expect(after).toEqual(before);
  });
});

describe('payments', () => {
  const pay = (caseId: number, body: unknown, idempotencyKey = key()) =>
    call(daniel, 'POST', `/api/family/cases/${caseId}/payments`, body, { 'Idempotency-Key': idempotencyKey });

  it('refuses more than the balance, and a decline leaves nothing paid and charges nothing', async () => {
    const statement = caseStatement.parse(
      await json(await call(daniel, 'GET', `/api/family/cases/${daniel.ids.case}/statement`)),
    );
    const over = await pay(daniel.ids.case, { amountCents: statement.balanceCents + 1, paymentToken: sandboxToken() });
    expect(over.status).toBe(422);
    expect(apiError.parse(await over.json()).issues?.[0]?.path).toBe('amountCents');

    const charged = payments.approvedCharges.length;
    const declined = await pay(daniel.ids.case, {
      amountCents: 1_000,
      paymentToken: sandboxToken('4000 0000 0000 0002'),
    });
    expect(declined.status).toBe(402);
    expect(payments.approvedCharges).toHaveLength(charged);
    const paid = await scope.selectAll(
      casePayments,
      and(eq(casePayments.caseId, daniel.ids.case), eq(casePayments.status, 'paid')),
    );
    expect(paid.map((row) => row.amountCents)).toEqual([150_000]);
  });

  it('pays part of the balance once per key, lists it and mails a receipt', async () => {
    const idempotencyKey = key();
    const body = { amountCents: 25_000, paymentToken: sandboxToken(), card: { brand: 'visa', last4: '4242' } };
    const first = await pay(daniel.ids.case, body, idempotencyKey);
    expect(first.status).toBe(201);
    const again = await pay(daniel.ids.case, body, idempotencyKey);
    expect(again.status).toBe(201);
    const payment = familyPayment.parse(await first.json());
    expect(familyPayment.parse(await again.json())).toEqual(payment);
    expect(payment).toMatchObject({ amountCents: 25_000, status: 'paid', last4: '4242' });
    const list = familyPaymentsPage.parse(
      await json(await call(daniel, 'GET', `/api/family/cases/${daniel.ids.case}/payments`)),
    );
    expect(list.items.filter((item) => item.id === payment.id)).toHaveLength(1);
    const one = await call(daniel, 'GET', `/api/family/cases/${daniel.ids.case}/payments/${payment.id}`);
    expect(familyPayment.parse(await one.json())).toEqual(payment);
    const statement = caseStatement.parse(
      await json(await call(daniel, 'GET', `/api/family/cases/${daniel.ids.case}/statement`)),
    );
    expect(statement.paidCents).toBe(175_000);
    expect(statement.balanceCents).toBe(statement.totalCents - 175_000);
    expect((await scope.selectAll(mailOutbox, eq(mailOutbox.kind, 'family.payment-receipt'))).length).toBeGreaterThan(
      0,
    );
  });

  it('refuses a payment before signing, and refuses a family account connecting card payments', async () => {
    const caseId = await readyToSign(t.app, daniel, scope, 'Daniel Mensah');
    const unsigned = await pay(caseId, { amountCents: 100, paymentToken: sandboxToken() });
    expect(unsigned.status).toBe(422);
    expect(apiError.parse(await unsigned.json()).issues?.[0]?.message).toBe(paymentMessages.notSigned);
    expect((await pay(rose.ids.case, { amountCents: 100, paymentToken: sandboxToken() })).status).toBe(404);
    // Connecting is the owner's, in the console (decision 0081): a family account is refused.
    const connected = await call(daniel, 'POST', `/api/family/cases/${daniel.ids.case}/payments/connect`, {});
    expect(connected.status).toBe(403);
    expect(apiError.parse(await connected.json()).issues?.[0]?.message).toBe(paymentConnectionMessages.familyRefused);
  });
  // Last in this block: it spends the member's hourly allowance of payment attempts.
  it('stops an account trying card after card: at most 10 payments an hour, then 429 and nothing charged', async () => {
    const declining = { amountCents: 100, paymentToken: sandboxToken('4000 0000 0000 0002') };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11 && !statuses.includes(429); attempt += 1)
      statuses.push((await pay(daniel.ids.case, declining)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 402).length).toBeGreaterThan(0);

    const charged = payments.approvedCharges.length;
    const refused = await pay(daniel.ids.case, { amountCents: 100, paymentToken: sandboxToken() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(apiError.parse(await refused.json()).issues?.[0]?.message).toMatch(/^Too many payments have been tried/);
    expect(payments.approvedCharges).toHaveLength(charged);
  });
});
