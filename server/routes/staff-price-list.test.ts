import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { caseStatement, type CaseStatement } from '#contract/family-statement.ts';
import {
  basicServicesFeeSentence,
  embalmingDisclosure,
  goodsAndServicesShownBelow,
  outerBurialContainerDisclosure,
  ruleItemKeys,
} from '#contract/funeral-rule.ts';
import { generalPriceListLayout } from '#contract/general-price-list.ts';
import { priceListDocument, publishedPriceList } from '#contract/public-price-list.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import {
  priceListMessages,
  priceListWrite,
  staffPriceList,
  type ItemBody,
  type StaffItem,
  type StaffPriceList,
} from '#contract/staff-price-list.ts';
import { priceListChanges } from '#server/db/schema.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { newFamily, readyToSign, signedCase, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The price list in the console and on the public site (decision 0079), in companies of
 * their own: owners and directors edit it, office staff and families may not, another company's rows
 * are 404; money is bounded; a price or tax change shows at once on an unsigned arrangement and never on
 * a signed statement; the public list answers every item with the Funeral Rule's disclosures and shows
 * a change at once although it is cached.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let owner: string;
let director: string;
let office: string;
let otherOwner: string;
let family: FamilyFixture;

const staffToken = async (of: FactoryCompany, role: 'owner' | 'director' | 'staff') =>
  signIn(t.app, of.host, await freshStaffAccount(of.scope, role));

const send = (method: string, path: string, body?: unknown, token = director, host = company.host) =>
  request(t.app, method, path, { host, token, body, headers: { 'X-TimeZone': 'America/Los_Angeles' } });

const priceList = async (token = director): Promise<StaffPriceList> => {
  const response = await send('GET', '/api/staff/price-list', undefined, token);
  expect(response.status).toBe(200);
  return staffPriceList.parse(await response.json());
};
const statementOf = async (caseId: number): Promise<CaseStatement> => {
  const response = await request(t.app, 'GET', `/api/family/cases/${caseId}/statement`, {
    host: company.host,
    token: family.token,
  });
  expect(response.status).toBe(200);
  return caseStatement.parse(await response.json());
};
const issueOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0];
const bodyOf = (item: StaffItem): ItemBody => ({
  categoryId: item.categoryId,
  name: item.name,
  description: item.description,
  priceCents: item.priceCents,
  cashAdvance: item.cashAdvance,
  taxable: item.taxable,
  soldByQuantity: item.soldByQuantity,
  position: item.position,
});
const lineNamed = (statement: CaseStatement, name: string) =>
  statement.groups.flatMap((group) => group.lines).find((line) => line.name === name);

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  [owner, director, office, otherOwner] = await Promise.all([
    staffToken(company, 'owner'),
    staffToken(company, 'director'),
    staffToken(company, 'staff'),
    staffToken(other, 'owner'),
  ]);
  family = await newFamily(t.app, company);
});

afterAll(async () => {
  await database?.close();
});

describe('who may edit the price list', () => {
  it('lets the owner and directors read and change it, and refuses office staff, families and strangers', async () => {
    expect((await priceList(owner)).items.length).toBeGreaterThan(0);
    const list = await priceList(director);
    const refused = await send('GET', '/api/staff/price-list', undefined, office);
    expect(refused.status).toBe(403);
    expect((await send('GET', '/api/staff/price-list', undefined, family.token)).status).toBe(403);
    expect((await send('GET', '/api/staff/price-list', undefined, '')).status).toBe(401);
    const category = list.categories[0]!;
    const body = { name: category.name, position: category.position, displayForFamily: category.displayForFamily };
    const officeWrite = await send('PUT', `/api/staff/price-list/categories/${category.id}`, body, office);
    expect(officeWrite.status).toBe(403);
    expect((await issueOf(officeWrite))?.message).toBe(roleRefusedMessage);
    expect((await send('PUT', `/api/staff/price-list/categories/${category.id}`, body, owner)).status).toBe(200);
  });

  it("answers another company's rows 404 and leaves them as they were", async () => {
    const list = await priceList();
    const item = list.items.find((row) => row.priceCents !== null)!;
    const variant = list.items.flatMap((row) => row.variants)[0]!;
    const selector = list.selectors[0]!;
    const thePackage = list.packages[0]!;
    const category = list.categories[0]!;
    const writes: [string, unknown][] = [
      [`/api/staff/price-list/items/${item.id}`, { ...bodyOf(item), priceCents: 1 }],
      [`/api/staff/price-list/variants/${variant.id}`, { ...variant, id: undefined, priceCents: 1 }],
      [`/api/staff/price-list/selectors/${selector.id}`, { name: 'Theirs', itemIds: [item.id] }],
      [
        `/api/staff/price-list/packages/${thePackage.id}`,
        { kind: thePackage.kind, name: 'Theirs', description: '', position: 0, lines: [] },
      ],
      [`/api/staff/price-list/categories/${category.id}`, { name: 'Theirs', position: 0, displayForFamily: true }],
    ];
    for (const [path, body] of writes) expect((await send('PUT', path, body, otherOwner, other.host)).status).toBe(404);
    const variantAdd = await send(
      'POST',
      `/api/staff/price-list/items/${item.id}/variants`,
      { name: 'Theirs', description: '', priceCents: 1, position: 0 },
      otherOwner,
      other.host,
    );
    expect(variantAdd.status).toBe(404);
    // Naming our category or items in their own rows is refused too.
    const intoOurs = await send('POST', '/api/staff/price-list/items', bodyOf(item), otherOwner, other.host);
    expect(intoOurs.status).toBe(422);
    expect(await issueOf(intoOurs)).toEqual({ path: 'categoryId', message: priceListMessages.unknownCategory });
    const ourItems = await send(
      'POST',
      '/api/staff/price-list/selectors',
      { name: 'Theirs', itemIds: [item.id] },
      otherOwner,
      other.host,
    );
    expect(await issueOf(ourItems)).toEqual({ path: 'itemIds', message: priceListMessages.unknownItem });
    expect(await priceList()).toEqual(list);
  });
});

describe('bounds', () => {
  it('takes prices from 0 to $100,000.00 in whole cents, and no price only for a cash advance', async () => {
    const list = await priceList();
    const item = list.items.find((row) => !row.cashAdvance && row.priceCents !== null)!;
    const put = (body: unknown) => send('PUT', `/api/staff/price-list/items/${item.id}`, body);
    const refusals: [unknown, string, string][] = [
      [-1, 'priceCents', 'Must be at least 0'],
      [10_000_001, 'priceCents', 'Cannot exceed 10000000'],
      [12.5, 'priceCents', 'Expected integer'],
      ['100', 'priceCents', 'Expected number'],
      [null, 'priceCents', priceListMessages.priceRequired],
    ];
    for (const [priceCents, path, message] of refusals) {
      const response = await put({ ...bodyOf(item), priceCents });
      expect(response.status, String(priceCents)).toBe(422);
      expect(await issueOf(response)).toEqual({ path, message });
    }
    const taxed = await put({ ...bodyOf(item), cashAdvance: true, taxable: true });
    expect(await issueOf(taxed)).toEqual({ path: 'taxable', message: priceListMessages.cashAdvanceTaxed });
    expect((await put({ ...bodyOf(item), priceCents: 10_000_000 })).status).toBe(200);
    expect((await put({ ...bodyOf(item), priceCents: 0 })).status).toBe(200);
    // A cash advance whose price is not known yet is listed as an estimate.
    const estimate = await send('POST', '/api/staff/price-list/items', {
      ...bodyOf(item),
      name: 'Cemetery opening fee',
      priceCents: null,
      cashAdvance: true,
      taxable: false,
    });
    expect(estimate.status).toBe(201);
    const { id } = priceListWrite.parse(await estimate.json());
    expect((await priceList()).items.find((row) => row.id === id)).toMatchObject({
      priceCents: null,
      cashAdvance: true,
    });
    await put(bodyOf(item));
  });

  it('takes a tax rate from 0 to 99.99 % and variants at most $100,000.00', async () => {
    const rate = await send('PUT', '/api/staff/price-list/tax-rate', { taxRateBasisPoints: 10_000 });
    expect(await issueOf(rate)).toEqual({ path: 'taxRateBasisPoints', message: 'Cannot exceed 9999' });
    const item = (await priceList()).items[0]!;
    const variant = await send('POST', `/api/staff/price-list/items/${item.id}/variants`, {
      name: 'Gold',
      description: '',
      priceCents: 10_000_001,
      position: 0,
    });
    expect(await issueOf(variant)).toEqual({ path: 'priceCents', message: 'Cannot exceed 10000000' });
  });
});

describe('a change of price', () => {
  it('shows at once on an unsigned arrangement and never on a signed statement', async () => {
    const signed = await signedCase(t.app, family, company.scope);
    const unsigned = await readyToSign(t.app, family, company.scope);
    const before = await statementOf(signed);
    const line = before.groups.flatMap((group) => group.lines).find((row) => row.variantName === null)!;
    const list = await priceList();
    const item = list.items.find((row) => row.name === line.name && row.priceCents === line.unitPriceCents)!;
    const newPrice = line.unitPriceCents + 12_345;

    const changed = await send('PUT', `/api/staff/price-list/items/${item.id}`, {
      ...bodyOf(item),
      priceCents: newPrice,
    });
    expect(changed.status).toBe(200);
    expect(priceListWrite.parse(await changed.json()).effectiveOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect(lineNamed(await statementOf(unsigned), line.name)?.unitPriceCents).toBe(newPrice);
    const after = await statementOf(signed);
    expect(lineNamed(after, line.name)?.unitPriceCents).toBe(line.unitPriceCents);
    expect(after).toEqual(before);

    // The tax rate too: a new template the unsigned arrangement takes, the signed one keeps its own.
    const unsignedBefore = await statementOf(unsigned);
    const rate = await send('PUT', '/api/staff/price-list/tax-rate', { taxRateBasisPoints: 1_000 });
    expect(rate.status).toBe(200);
    const { id: templateId } = priceListWrite.parse(await rate.json());
    expect((await priceList()).taxRateBasisPoints).toBe(1_000);
    const unsignedAfter = await statementOf(unsigned);
    expect(unsignedAfter.templateRevisionId).toBe(templateId);
    expect(unsignedAfter.templateRevisionId).not.toBe(unsignedBefore.templateRevisionId);
    expect(await statementOf(signed)).toEqual(before);

    // Who, when and what are kept.
    const changes = await company.scope.selectAll(priceListChanges);
    expect(changes.some((row) => row.what.startsWith(`Price of ${item.name}:`) && row.changedByUserId !== null)).toBe(
      true,
    );
  });
});

describe('the public general price list', () => {
  const gpl = async () => {
    const response = await request(t.app, 'GET', '/api/web/price-list', { host: company.host });
    expect(response.status).toBe(200);
    // The factory's companies copy the demo, whose list is published (decision 0106).
    return { etag: response.headers.get('ETag'), list: publishedPriceList.parse(await response.json()) };
  };

  it('answers every item, staff-only categories too, with the company, its places and each item’s role for the rule', async () => {
    const { list, etag } = await gpl();
    const staff = await priceList();
    expect(list.items.map((item) => item.id).sort()).toEqual(staff.items.map((item) => item.id).sort());
    // Every option priced: a casket's woods and metals each with its price.
    expect(list.variants.map((variant) => [variant.id, variant.priceCents]).sort()).toEqual(
      staff.items.flatMap((item) => item.variants.map((variant) => [variant.id, variant.priceCents])).sort(),
    );
    expect(list.variants.length).toBeGreaterThan(0);
    // The demo's list prices every item of the Funeral Rule (decision 0108).
    expect(new Set(list.items.flatMap((item) => item.ruleItem ?? []))).toEqual(new Set(ruleItemKeys));
    expect(list.notOffered).toEqual([]);
    expect(staff.gaps).toEqual([]);
    const layout = generalPriceListLayout(list.items, list.variants, list.notOffered);
    expect(layout.intro).toBe(goodsAndServicesShownBelow);
    const section = (key: string) => layout.sections.find((found) => found.key === `rule-${key}`)!;
    expect(section('basicServices').sentences).toEqual([basicServicesFeeSentence]);
    expect(section('embalming').sentences).toEqual([embalmingDisclosure]);
    expect(section('embalming').lines.map((line) => line.price)).toEqual(['$895.00']);
    expect(section('directCremation').range).toBe('$3,240.00 to $3,590.00');
    expect(section('directCremation').sentences[0]?.text).toMatch(
      /The containers we provide are fiberboard alternative container and unfinished wood box\.$/,
    );
    expect(section('immediateBurial').lines.map((line) => line.name)).toEqual([
      'Casket provided by the purchaser',
      'Cloth-covered wood casket',
    ]);
    expect(section('outerBurialContainer').sentences).toEqual([outerBurialContainerDisclosure]);
    expect(list.company.name).toBeTruthy();
    expect(list.company.phoneNumber).toBeTruthy();
    expect(list.locations.length).toBeGreaterThan(0);
    expect(list.effectiveOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Revalidated by its ETag, as the site's other documents.
    const again = await request(t.app, 'GET', '/api/web/price-list', {
      host: company.host,
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('shows a change at once, dated with the day of the change where the staff member is', async () => {
    await gpl();
    const item = (await priceList()).items.find((row) => !row.cashAdvance && row.priceCents !== null)!;
    const response = await send('PUT', `/api/staff/price-list/items/${item.id}`, {
      ...bodyOf(item),
      priceCents: 77_700,
    });
    const { effectiveOn } = priceListWrite.parse(await response.json());
    const { list } = await gpl();
    expect(list.items.find((row) => row.id === item.id)?.priceCents).toBe(77_700);
    expect(list.effectiveOn).toBe(effectiveOn);
  });

  it('is 404 on a host that is no company', async () => {
    const response = await request(t.app, 'GET', '/api/web/price-list', { host: 'nobody.lantern.test' });
    expect(response.status).toBe(404);
  });
});

describe('the price list keeps itself legal (decision 0108)', () => {
  let rule: FactoryCompany;
  let ruleOwner: string;
  const call = (method: string, path: string, body?: unknown) =>
    request(t.app, method, path, { host: rule.host, token: ruleOwner, body });
  const listOf = async () => staffPriceList.parse(await (await call('GET', '/api/staff/price-list')).json());
  const messages = async (response: Response) =>
    (apiError.parse(await response.json()).issues ?? []).map((issue) => issue.message);

  beforeAll(async () => {
    rule = await createCompany(database, { name: 'Cedar Rule Chapel' });
    ruleOwner = await staffToken(rule, 'owner');
  });

  it('refuses to take a required item off a published list, naming the item and its paragraph, and keeps it', async () => {
    const embalming = (await listOf()).items.find((item) => item.ruleItem === 'embalming')!;
    const off = await call('PUT', `/api/staff/price-list/items/${embalming.id}`, {
      ...bodyOf(embalming),
      ruleItem: null,
    });
    expect(off.status).toBe(409);
    expect(await messages(off)).toEqual([
      'Embalming (453.2(b)(4)(ii)(F)) is not on the price list: add its price, or say you do not offer it.',
    ]);
    expect((await listOf()).items.find((item) => item.id === embalming.id)?.ruleItem).toBe('embalming');
    // Its price changes as any other (the role is kept when the body leaves it out).
    const priced = await call('PUT', `/api/staff/price-list/items/${embalming.id}`, {
      ...bodyOf(embalming),
      priceCents: 92_500,
    });
    expect(priced.status).toBe(200);
    expect((await listOf()).items.find((item) => item.id === embalming.id)).toMatchObject({
      ruleItem: 'embalming',
      priceCents: 92_500,
    });
  });

  it('refuses a direct cremation without the purchaser’s own container', async () => {
    const cremation = (await listOf()).items.find((item) => item.ruleItem === 'directCremation')!;
    const theirs = cremation.variants.find((variant) => variant.purchaserProvides)!;
    const refused = await call('PUT', `/api/staff/price-list/variants/${theirs.id}`, {
      name: theirs.name,
      description: theirs.description,
      priceCents: theirs.priceCents,
      position: theirs.position,
      purchaserProvides: false,
    });
    expect(refused.status).toBe(409);
    expect(await messages(refused)).toEqual([
      'Direct cremation (453.2(b)(4)(ii)(C)(1)) needs one option priced for when the purchaser provides the container.',
    ]);
  });

  it('publishes only a list with every required item, or one the funeral home says it does not offer', async () => {
    expect((await call('PUT', '/api/staff/price-list/publication', { published: false })).status).toBe(200);
    const limousine = (await listOf()).items.find((item) => item.ruleItem === 'limousine')!;
    // Not published: the change is kept, and the list shows what it lacks.
    expect(
      (await call('PUT', `/api/staff/price-list/items/${limousine.id}`, { ...bodyOf(limousine), ruleItem: null }))
        .status,
    ).toBe(200);
    expect((await listOf()).gaps).toEqual([
      {
        key: 'limousine',
        rule: '453.2(b)(4)(ii)(M)',
        words: 'Limousine (453.2(b)(4)(ii)(M)) is not on the price list: add its price, or say you do not offer it.',
      },
    ]);
    const refused = await call('PUT', '/api/staff/price-list/publication', { published: true });
    expect(refused.status).toBe(409);
    expect(await messages(refused)).toEqual([
      'Limousine (453.2(b)(4)(ii)(M)) is not on the price list: add its price, or say you do not offer it.',
    ]);
    expect((await rule.scope.company())?.priceListPublishedAt).toBeNull();

    // Said not offered, it is published; the public list says so where the limousine would be.
    expect((await call('PUT', '/api/staff/price-list/not-offered', { notOffered: ['limousine'] })).status).toBe(200);
    expect((await listOf()).gaps).toEqual([]);
    expect((await call('PUT', '/api/staff/price-list/publication', { published: true })).status).toBe(200);
    const response = await request(t.app, 'GET', '/api/web/price-list', { host: rule.host });
    const list = publishedPriceList.parse(await response.json());
    expect(list.notOffered).toEqual(['limousine']);
    const layout = generalPriceListLayout(list.items, list.variants, list.notOffered);
    expect(layout.sections.find((found) => found.key === 'rule-limousine')).toMatchObject({
      lines: [],
      notes: ['We do not offer this.'],
    });

    // Offered again on a published list: refused until it is priced.
    const again = await call('PUT', '/api/staff/price-list/not-offered', { notOffered: [] });
    expect(again.status).toBe(409);
    // Basic services cannot be said not offered.
    expect((await call('PUT', '/api/staff/price-list/not-offered', { notOffered: ['basicServices'] })).status).toBe(
      422,
    );
  });

  it('gives whoever answers the phone every price to quote from, published or not', async () => {
    expect((await call('PUT', '/api/staff/price-list/publication', { published: false })).status).toBe(200);
    const clerk = await staffToken(rule, 'staff');
    const quote = await request(t.app, 'GET', '/api/staff/price-list/quote', { host: rule.host, token: clerk });
    expect(quote.status).toBe(200);
    const document = priceListDocument.parse(await quote.json());
    expect(document.company.name).toBe('Cedar Rule Chapel');
    expect(document.items.find((item) => item.ruleItem === 'embalming')?.priceCents).toBe(92_500);
    expect(document.notOffered).toEqual(['limousine']);
    // The editor's list stays the owner's and directors'.
    expect((await request(t.app, 'GET', '/api/staff/price-list', { host: rule.host, token: clerk })).status).toBe(403);
    expect((await request(t.app, 'GET', '/api/staff/price-list/quote', { host: rule.host })).status).toBe(401);
  });
});
