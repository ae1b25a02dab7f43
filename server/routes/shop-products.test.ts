import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { caseStationery } from '#contract/family-proofs.ts';
import { obituaryShopSettings } from '#contract/family-obituary.ts';
import { obituary as publicObituary } from '#contract/obituaries.ts';
import { notOfferedMessage } from '#contract/shop-categories.ts';
import { shopMessages, shopProducts } from '#contract/shop.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import { pdfMessages, staffProofs, type StaffProofs } from '#contract/staff-proofs.ts';
import {
  productMessages,
  staffProduct,
  staffProducts,
  type ProductBody,
  type StaffProduct,
} from '#contract/staff-products.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_OWNER_EMAIL,
  EVERGREEN_OWNER_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
  EVERGREEN_STAFF_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { mediaKey, sourceDigest } from '#server/media/media-keys.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { addCaseMember } from '#tests/server/factories/family.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { compressedPdf, plainPdf } from '#tests/server/factories/pdf.ts';
import { createProducts } from '#tests/server/factories/product.ts';
import { newFamily, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { familyOrder } from '#tests/server/shop-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Decision 0082, in companies of their own: the console's shop products (who,
 * bounds, off sale, never deleting a product with orders), the family's switches for its obituary's
 * shop and what the public shop does with them, and a stationery proof uploaded as one PDF.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let owner: string;
let director: string;
let office: string;
let otherDirector: string;
let family: FamilyFixture;
let neighbour: FamilyFixture;
/** The family's published obituary (its case is the family's), and its flowers, plant and keepsake. */
let obituaryId: number;
let obituaryCaseId: number;
let lilyId: number;
let fernId: number;
let candleId: number;
let otherProductId: number;

const call = (method: string, path: string, token: string | undefined, body?: unknown, host = company.host) =>
  request(t.app, method, path, { host, token, body });
const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0]?.message;

let orders = 0;
const placeOrder = (productId: number) =>
  request(t.app, 'POST', `/api/web/obituaries/${obituaryId}/shop/orders`, {
    host: company.host,
    body: familyOrder(productId),
    headers: { 'Idempotency-Key': `products-test-order-${(orders += 1)}` },
  });
const publicProducts = async () => {
  const response = await call('GET', `/api/web/obituaries/${obituaryId}/shop/products`, undefined);
  return response.status === 200
    ? shopProducts.parse(await response.json()).items.map((item) => item.name)
    : response.status;
};

const product = (overrides: Partial<ProductBody> = {}): ProductBody => ({
  name: 'Sunlit Garden Basket',
  category: 'plants',
  description: 'Green plants and seasonal blooms in a woven basket.',
  priceCents: 7_500,
  photo: 'sunlit-garden-basket',
  imageAlt: 'A woven basket of green plants',
  deliversToEvents: true,
  active: true,
  ...overrides,
});

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  const director_ = { email: EVERGREEN_DIRECTOR_EMAIL, password: EVERGREEN_DIRECTOR_PASSWORD };
  owner = await signIn(t.app, company.host, { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD });
  director = await signIn(t.app, company.host, director_);
  office = await signIn(t.app, company.host, { email: EVERGREEN_STAFF_EMAIL, password: EVERGREEN_STAFF_PASSWORD });
  otherDirector = await signIn(t.app, other.host, director_);
  family = await newFamily(t.app, company, { member: { name: 'Rose Ashdown' }, case: { name: 'Edwin Ashdown' } });
  neighbour = await newFamily(t.app, company, { member: { name: 'Ada Penrose' }, case: { name: 'Jory Penrose' } });
  const made = await createObituary(company.scope, { fullName: 'Edwin Ashdown' });
  obituaryId = made.id;
  obituaryCaseId = made.caseId;
  await addCaseMember(company.scope, made.caseId, family.memberId);
  [lilyId, fernId, candleId] = (await createProducts(company.scope, [
    { name: 'White Lily Tribute', category: 'flowers' },
    { name: 'Fern Basket', category: 'plants' },
    { name: 'Keepsake Candle', category: 'keepsakes', deliversToEvents: false },
  ])) as [number, number, number];
  [otherProductId] = (await createProducts(other.scope, [{ name: 'Harbor Wreath' }])) as [number];
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

describe('the console’s shop products', () => {
  let made: StaffProduct;

  it('lets the owner add a product and a director change it; office staff and a family get 403', async () => {
    const created = await call('POST', '/api/staff/products', owner, product());
    expect(created.status).toBe(201);
    made = staffProduct.parse(await created.json());
    expect(made).toMatchObject({ name: 'Sunlit Garden Basket', photo: 'sunlit-garden-basket', orderCount: 0 });

    const changed = await call('PUT', `/api/staff/products/${made.id}`, director, product({ priceCents: 8_200 }));
    expect(changed.status).toBe(200);
    expect(staffProduct.parse(await changed.json()).priceCents).toBe(8_200);

    const listed = await call('GET', '/api/staff/products', director);
    const names = staffProducts.parse(await listed.json()).items.map((item) => item.name);
    // The shop's order: the products made first, the new one last.
    expect(names).toEqual(['White Lily Tribute', 'Fern Basket', 'Keepsake Candle', 'Sunlit Garden Basket']);
    expect(await publicProducts()).toContain('Sunlit Garden Basket');

    for (const [method, path, body] of [
      ['GET', '/api/staff/products', undefined],
      ['POST', '/api/staff/products', product()],
      ['PUT', `/api/staff/products/${made.id}`, product()],
      ['DELETE', `/api/staff/products/${made.id}`, undefined],
    ] as const) {
      const refused = await call(method, path, office, body);
      expect(refused.status).toBe(403);
      expect(await messageOf(refused)).toBe(roleRefusedMessage);
      expect((await call(method, path, family.token, body)).status).toBe(403);
    }
  });

  it('keeps each company to its own products: another company’s is 404 and never listed', async () => {
    expect((await call('PUT', `/api/staff/products/${otherProductId}`, director, product())).status).toBe(404);
    expect((await call('DELETE', `/api/staff/products/${otherProductId}`, director)).status).toBe(404);
    const theirs = await call('GET', '/api/staff/products', otherDirector, undefined, other.host);
    expect(staffProducts.parse(await theirs.json()).items.map((item) => item.name)).toEqual(['Harbor Wreath']);
    expect((await call('PUT', `/api/staff/products/${made.id}`, otherDirector, product(), other.host)).status).toBe(
      404,
    );
  });

  it('holds the bounds: $1 to $10,000 in whole cents, a name, a photo of the library', async () => {
    for (const body of [
      product({ priceCents: 99 }),
      product({ priceCents: 1_000_001 }),
      product({ priceCents: 12.5 }),
      product({ name: '  ' }),
      { ...product(), photo: 'my-own-photo' },
      { ...product(), category: 'wreaths' },
    ]) {
      expect((await call('POST', '/api/staff/products', owner, body)).status).toBe(422);
    }
    expect(
      (await call('POST', '/api/staff/products', owner, product({ name: 'Dearest Spray', priceCents: 1_000_000 })))
        .status,
    ).toBe(201);
  });

  it('takes a product off sale: gone from the public shop, its order refused; deleting it is refused once ordered', async () => {
    const ordered = await placeOrder(made.id);
    expect(ordered.status).toBe(201);
    const refused = await call('DELETE', `/api/staff/products/${made.id}`, director);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(productMessages.hasOrders);

    const offSale = await call('PUT', `/api/staff/products/${made.id}`, director, product({ active: false }));
    expect(staffProduct.parse(await offSale.json())).toMatchObject({ active: false, orderCount: 1 });
    expect(await publicProducts()).not.toContain('Sunlit Garden Basket');
    const late = await placeOrder(made.id);
    expect(late.status).toBe(422);
    expect(await messageOf(late)).toBe(shopMessages.productGone);

    const unordered = staffProduct.parse(
      await (await call('POST', '/api/staff/products', owner, product({ name: 'Made by mistake' }))).json(),
    );
    expect((await call('DELETE', `/api/staff/products/${unordered.id}`, owner)).status).toBe(204);
    expect((await call('DELETE', `/api/staff/products/${unordered.id}`, owner)).status).toBe(404);
  });
});

describe('the family’s switches for its obituary’s shop', () => {
  const shopPath = () => `/api/family/cases/${obituaryCaseId}/obituary/shop`;

  it('reads and saves the switches of the member’s own case only', async () => {
    const read = await call('GET', shopPath(), family.token);
    expect(obituaryShopSettings.parse(await read.json())).toEqual({ shop: true, noFlowers: false });
    // Another family of the company, a staff token, another company's host, a switch that is not one.
    expect((await call('GET', shopPath(), neighbour.token)).status).toBe(404);
    expect((await call('POST', shopPath(), neighbour.token, { shop: false, noFlowers: false })).status).toBe(404);
    expect((await call('GET', shopPath(), director)).status).toBe(403);
    expect((await call('GET', shopPath(), family.token, undefined, other.host)).status).toBe(401);
    expect((await call('POST', shopPath(), family.token, { shop: 'off', noFlowers: false })).status).toBe(422);
  });

  it('keeps flowers and plants out of the shop when the family asks for donations, and refuses their orders', async () => {
    const saved = await call('POST', shopPath(), family.token, { shop: true, noFlowers: true });
    expect(obituaryShopSettings.parse(await saved.json())).toEqual({ shop: true, noFlowers: true });

    const page = await call('GET', `/api/web/obituaries/${obituaryId}`, undefined);
    expect(publicObituary.parse(await page.json())).toMatchObject({ shop: true, noFlowers: true });
    const names = await publicProducts();
    expect(names).toContain('Keepsake Candle');
    expect(names).not.toContain('White Lily Tribute');
    expect(names).not.toContain('Fern Basket');
    expect((await call('GET', `/api/web/obituaries/${obituaryId}/shop/products/${fernId}`, undefined)).status).toBe(
      404,
    );

    const flowers = await placeOrder(lilyId);
    expect(flowers.status).toBe(422);
    expect(await messageOf(flowers)).toBe(notOfferedMessage);
    expect((await placeOrder(candleId)).status).toBe(201);
  });

  it('closes the shop when the family turns it off, and opens it again', async () => {
    await call('POST', shopPath(), family.token, { shop: false, noFlowers: true });
    expect(await publicProducts()).toBe(404);
    expect((await placeOrder(candleId)).status).toBe(404);
    await call('POST', shopPath(), family.token, { shop: true, noFlowers: false });
    expect(await publicProducts()).toEqual(expect.arrayContaining(['White Lily Tribute', 'Fern Basket']));
  });
});

describe('a stationery proof as one PDF', () => {
  const pdfPath = (caseId: number, item: string) => `/api/staff/cases/${caseId}/proofs/stationery/${item}/pdf`;
  const blob = (bytes: Buffer, type = 'application/pdf') => new Blob([new Uint8Array(bytes)], { type });
  const ok = async (response: Response): Promise<StaffProofs> => {
    expect(response.status).toBe(200);
    return staffProofs.parse(await response.json());
  };

  it('counts a PDF’s pages on upload: first the front, last the back; the family reviews and comments page by page', async () => {
    const caseId = family.ids.case;
    const draft = await ok(await call('POST', pdfPath(caseId, 'programme'), director, blob(plainPdf(4))));
    const pages = draft.stationery.find((item) => item.itemType === 'programme')!.versions[0]!.pages;
    expect(pages.map((page) => [page.pageType, page.pdf?.page, page.pdf?.pageCount, page.image])).toEqual([
      ['front', 1, 4, null],
      ['inside-left', 2, 4, null],
      ['inside-right', 3, 4, null],
      ['back', 4, 4, null],
    ]);
    const card = await ok(await call('POST', pdfPath(caseId, 'prayer-card'), owner, blob(compressedPdf(2))));
    expect(
      card.stationery[0]!.versions[0]!.pages.map((page) => [page.pageType, page.pdf?.page, page.pdf?.pageCount]),
    ).toEqual([
      ['front', 1, 2],
      ['back', 2, 2],
    ]);

    await ok(await call('POST', `/api/staff/cases/${caseId}/proofs/stationery/programme/send`, director));
    const seen = await call('GET', `/api/family/cases/${caseId}/stationery`, family.token);
    const programme = caseStationery.parse(await seen.json()).proofs.find((proof) => proof.itemType === 'programme')!;
    expect(programme.pages).toHaveLength(4);
    const file = await call('GET', programme.pages[2]!.pdf!.url, undefined);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(file.headers.get('content-security-policy')).toBe(
      "default-src 'none'; object-src 'self'; frame-ancestors 'none'",
    );
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const commented = await call(
      'POST',
      `/api/family/cases/${caseId}/stationery/comment?itemType=programme&pageType=inside-right`,
      family.token,
      { text: 'Page 3: the hymn is the wrong one.' },
    );
    expect(commented.status).toBe(200);
    const after = caseStationery.parse(await commented.json()).proofs.find((proof) => proof.itemType === 'programme')!;
    expect(after.pages[2]).toMatchObject({
      pdf: { page: 3 },
      comments: [{ body: 'Page 3: the hymn is the wrong one.' }],
    });
  });

  it('judges the bytes, not the name: a photo or text called .pdf, an unreadable PDF and five pages are refused', async () => {
    const caseId = neighbour.ids.case;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    for (const [bytes, message] of [
      [png, pdfMessages.notPdf],
      [Buffer.from('A programme.pdf that is only text'), pdfMessages.notPdf],
      [Buffer.from('%PDF-1.7\nno page tree here\n%%EOF\n'), pdfMessages.unreadable],
      [plainPdf(5), pdfMessages.tooManyPages],
    ] as const) {
      const refused = await call('POST', pdfPath(caseId, 'bookmark'), director, blob(bytes));
      expect(refused.status).toBe(422);
      expect(await messageOf(refused)).toBe(message);
    }
    const proofs = await ok(await call('GET', `/api/staff/cases/${caseId}/proofs`, director));
    expect(proofs.stationery.find((item) => item.itemType === 'bookmark')!.versions).toEqual([]);
  });

  it('refuses a PDF that runs JavaScript on opening (decision 0111): 422, nothing stored', async () => {
    const caseId = neighbour.ids.case;
    const made = async (openAction: boolean) => {
      const doc = await PDFDocument.create();
      doc.addPage([288, 432]);
      doc.addPage([288, 432]);
      doc.setTitle('Prayer card for Jory Penrose');
      if (openAction) {
        const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
        doc.catalog.set(PDFName.of('OpenAction'), action);
      }
      return Buffer.from(await doc.save());
    };
    const scripted = await made(true);
    const refused = await call('POST', pdfPath(caseId, 'prayer-card'), director, blob(scripted));
    expect(refused.status).toBe(422);
    expect(await messageOf(refused)).toBe(pdfMessages.activeContent);
    const proofs = await ok(await call('GET', `/api/staff/cases/${caseId}/proofs`, director));
    expect(proofs.stationery.find((item) => item.itemType === 'prayer-card')!.versions).toEqual([]);
    expect(await database.media.open(mediaKey(sourceDigest(scripted), 'proof.pdf'))).toBeNull();

    // The same card without the action is taken, and stored under the key looked for above.
    const plain = await made(false);
    const taken = await ok(await call('POST', pdfPath(caseId, 'prayer-card'), director, blob(plain)));
    expect(taken.stationery.find((item) => item.itemType === 'prayer-card')!.versions[0]!.pages).toHaveLength(2);
    expect(await database.media.open(mediaKey(sourceDigest(plain), 'proof.pdf'))).not.toBeNull();
  });

  it('is case work: office staff 403, another company 404', async () => {
    const caseId = neighbour.ids.case;
    const refused = await call('POST', pdfPath(caseId, 'bookmark'), office, blob(plainPdf(2)));
    expect(refused.status).toBe(403);
    const foreign = await call('POST', pdfPath(caseId, 'bookmark'), otherDirector, blob(plainPdf(2)), other.host);
    expect(foreign.status).toBe(404);
  });

  it('replaces one page of a PDF proof with an image, keeping the PDF’s other pages', async () => {
    const caseId = neighbour.ids.case;
    await ok(await call('POST', pdfPath(caseId, 'bookmark'), director, blob(plainPdf(2))));
    const png = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#446' } })
      .png()
      .toBuffer();
    const mixed = await ok(
      await call(
        'POST',
        `/api/staff/cases/${caseId}/proofs/stationery/bookmark/pages/back`,
        director,
        blob(png, 'image/png'),
      ),
    );
    const pages = mixed.stationery.find((item) => item.itemType === 'bookmark')!.versions[0]!.pages;
    expect(pages.map((page) => [page.pageType, page.pdf?.page ?? null, page.image === null])).toEqual([
      ['front', 1, true],
      ['back', null, false],
    ]);
  });
});
