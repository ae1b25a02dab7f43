import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { photoMessages } from '#contract/memorial.ts';
import { pictureMessages, staffPicture, staffPictures, type StaffPicture } from '#contract/staff-pictures.ts';
import { staffPriceList } from '#contract/staff-price-list.ts';
import { staffProduct } from '#contract/staff-products.ts';
import { collectUnusedMedia, UNUSED_MEDIA_GRACE_MS } from '#server/jobs/collect-unused-media.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { memoryMediaStore } from '#server/media/memory-media-store.ts';
import { gplItems, products, siteVersions } from '#server/db/schema.ts';
import { eq } from 'drizzle-orm';
import {
  EVERGREEN_OWNER_EMAIL,
  EVERGREEN_OWNER_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
  EVERGREEN_STAFF_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createProducts } from '#tests/server/factories/product.ts';
import { newFamily, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Decision 0107, in companies of their own: the company's picture
 * library. Uploaded once through the family's photo intake (judged by content, 15 MB, re-encoded),
 * listed with its renditions, its alt text changed, served publicly at its addresses, never another
 * company's, kept by the unused-media collection, and not deleted while something uses it.
 */

let database: TestDatabase;
let store: MediaStore;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let owner: string;
let office: string;
let otherOwner: string;
let family: FamilyFixture;

const path = '/api/staff/pictures';
const call = (method: string, url: string, token: string | undefined, body?: unknown, host = company.host) =>
  request(t.app, method, url, { host, token, body });
const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0]?.message;

/** A file sent as the body, as the console will send it (octet-stream, whatever the file claims to be). */
const upload = (token: string, bytes: Uint8Array | ReadableStream<Uint8Array>, query = '', extra = {}) =>
  t.app.request(`${path}${query}`, {
    method: 'POST',
    headers: {
      'X-Host': company.host,
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/octet-stream',
      ...extra,
    },
    body: bytes,
    duplex: 'half',
  } as RequestInit);

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 60, g: 120, b: 90 } } });

function chunkedBody(chunks: number, chunkBytes: number) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index === chunks) return controller.close();
      controller.enqueue(new Uint8Array(chunkBytes).fill(7));
      index += 1;
    },
  });
}

const listed = async (token = owner, host = company.host, query = '') => {
  const response = await call('GET', `${path}${query}`, token, undefined, host);
  expect(response.status).toBe(200);
  return staffPictures.parse(await response.json());
};

const fetchPublic = (url: string, host = company.host) => t.app.request(url, { headers: { 'X-Host': host } });

beforeAll(async () => {
  database = await openTestDatabase();
  // A store of its own: the run's media folder is shared by every test file, and the collection below
  // would remove the files of other files' databases.
  store = memoryMediaStore();
  t = createTestApp(database.db, { media: store });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  const owner_ = { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD };
  owner = await signIn(t.app, company.host, owner_);
  office = await signIn(t.app, company.host, { email: EVERGREEN_STAFF_EMAIL, password: EVERGREEN_STAFF_PASSWORD });
  otherOwner = await signIn(t.app, other.host, owner_);
  family = await newFamily(t.app, company, { member: { name: 'Rose Ashdown' }, case: { name: 'Edwin Ashdown' } });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

describe('the company’s picture library', () => {
  let jpeg: StaffPicture;
  let png: StaffPicture;

  it('takes a JPEG and a PNG judged by content, re-encoded without metadata into responsive WebP', async () => {
    const jpegBytes = await image(1600, 900)
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Studio' } } })
      .jpeg()
      .toBuffer();
    const sent = await upload(owner, jpegBytes, `?alt=${encodeURIComponent('The chapel at dusk')}`);
    expect(sent.status).toBe(201);
    jpeg = staffPicture.parse(await sent.json());
    expect(jpeg).toMatchObject({ alt: 'The chapel at dusk', width: 1600, height: 900 });
    expect(jpeg.image.alt).toBe('The chapel at dusk');
    expect(jpeg.image.sources.map((source) => source.width)).toEqual([320, 640, 1280]);
    expect(jpeg.image.url).toMatch(new RegExp(`^/api/web/media/${jpeg.id}/`));

    // Office staff keep the website (site.edit): they add pictures too; a PNG sent as "image/jpeg" is a PNG.
    const pngBytes = await image(300, 200).png().toBuffer();
    const second = await upload(office, pngBytes, '', { 'Content-Type': 'image/jpeg' });
    expect(second.status).toBe(201);
    png = staffPicture.parse(await second.json());
    expect(png).toMatchObject({ alt: '', width: 300, height: 200 });

    // Served publicly at its addresses, as WebP, with no metadata left.
    for (const source of jpeg.image.sources) {
      const served = await fetchPublic(source.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(source.width);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('refuses a file that is not a photo and one over 15 MB, in the family’s words, and keeps nothing', async () => {
    const before = (await listed()).total;
    const text = await upload(owner, new TextEncoder().encode('not a picture at all'), '', {
      'Content-Type': 'image/png',
    });
    expect(text.status).toBe(422);
    expect(apiError.parse(await text.json()).issues).toEqual([{ path: 'file', message: photoMessages.notAPhoto }]);

    const declared = await upload(owner, chunkedBody(1, 16), '', { 'Content-Length': String(15 * 1024 * 1024 + 1) });
    expect(declared.status).toBe(413);
    const streamed = await upload(owner, chunkedBody(16, 1024 * 1024));
    expect(streamed.status).toBe(413);
    expect(await messageOf(streamed)).toBe(photoMessages.tooLarge);

    const longAlt = await upload(owner, await image(40, 40).png().toBuffer(), `?alt=${'a'.repeat(501)}`);
    expect(longAlt.status).toBe(422);
    expect((await listed()).total).toBe(before);
  });

  it('lists the library newest first, paged', async () => {
    const all = await listed();
    expect(all.items.map((item) => item.id)).toEqual([png.id, jpeg.id]);
    expect(all.total).toBe(2);
    const second = await listed(owner, company.host, '?page=2&pageSize=1');
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(second.items.map((item) => item.id)).toEqual([jpeg.id]);
  });

  it('changes a picture’s alt text', async () => {
    const changed = await call('PATCH', `${path}/${png.id}`, office, { alt: '  Lilies by the window  ' });
    expect(changed.status).toBe(200);
    expect(staffPicture.parse(await changed.json())).toMatchObject({ id: png.id, alt: 'Lilies by the window' });
    expect((await listed()).items.find((item) => item.id === png.id)?.image.alt).toBe('Lilies by the window');
    expect((await call('PATCH', `${path}/${png.id}`, owner, { alt: 'a'.repeat(501) })).status).toBe(422);
  });

  it('is never another company’s: it cannot list, change, delete or fetch it (404)', async () => {
    expect((await listed(otherOwner, other.host)).items).toEqual([]);
    expect((await call('PATCH', `${path}/${png.id}`, otherOwner, { alt: 'Mine' }, other.host)).status).toBe(404);
    expect((await call('DELETE', `${path}/${png.id}`, otherOwner, undefined, other.host)).status).toBe(404);
    expect((await fetchPublic(png.image.url, other.host)).status).toBe(404);
    expect((await listed()).items.find((item) => item.id === png.id)?.alt).toBe('Lilies by the window');
  });

  it('refuses a family session and anyone signed out', async () => {
    for (const [method, url, body] of [
      ['GET', path, undefined],
      ['PATCH', `${path}/${png.id}`, { alt: 'Ours' }],
      ['DELETE', `${path}/${png.id}`, undefined],
    ] as const) {
      expect((await call(method, url, family.token, body)).status).toBe(403);
      expect((await call(method, url, undefined, body)).status).toBe(401);
    }
    expect((await upload(family.token, await image(40, 40).png().toBuffer())).status).toBe(403);
  });

  it('is kept by the unused-media collection', async () => {
    const later = new Date(Date.now() + 2 * UNUSED_MEDIA_GRACE_MS);
    await collectUnusedMedia(database.db, store, later);
    expect((await fetchPublic(jpeg.image.url)).status).toBe(200);
  });

  it('is not deleted while a product or the site uses it; deleted when nothing does', async () => {
    const [productId] = await createProducts(company.scope, [{ name: 'Window Lilies', imageUrl: png.image.url }]);
    const inUse = await call('DELETE', `${path}/${png.id}`, owner);
    expect(inUse.status).toBe(409);
    expect(await messageOf(inUse)).toBe(pictureMessages.inUse);
    await company.scope.update(
      products,
      { imageUrl: '/images/shop/white-lily-arrangement-640.webp' },
      eq(products.id, productId!),
    );

    // The builder stores a picture by its address anywhere in the site's document.
    const isDraft = eq(siteVersions.status, 'draft');
    const [draft] = await company.scope.select({ content: siteVersions.content }).from(siteVersions, isDraft).limit(1);
    expect(draft).toBeDefined();
    const content = draft!.content;
    await company.scope.update(
      siteVersions,
      { content: { ...content, picked: png.image.sources[0]!.url } as typeof content },
      isDraft,
    );
    expect((await call('DELETE', `${path}/${png.id}`, owner)).status).toBe(409);
    await company.scope.update(siteVersions, { content }, isDraft);

    // A price list item's photo is the picture's responsive image.
    const [item] = await company.scope.select({ id: gplItems.id, photo: gplItems.photo }).from(gplItems).limit(1);
    expect(item).toBeDefined();
    await company.scope.update(gplItems, { photo: png.image }, eq(gplItems.id, item!.id));
    expect((await call('DELETE', `${path}/${png.id}`, owner)).status).toBe(409);
    await company.scope.update(gplItems, { photo: item!.photo }, eq(gplItems.id, item!.id));

    const deleted = await call('DELETE', `${path}/${png.id}`, office);
    expect(deleted.status).toBe(204);
    expect((await listed()).items.map((item) => item.id)).toEqual([jpeg.id]);
    expect((await fetchPublic(png.image.url)).status).toBe(404);
    expect((await call('DELETE', `${path}/${png.id}`, owner)).status).toBe(404);
  });
  it('is chosen for a product and for the price list’s items, options and packages, from the company’s own library only', async () => {
    const product = {
      name: 'Chapel Window Lilies',
      category: 'flowers',
      description: 'White lilies by the chapel window.',
      priceCents: 8_500,
      photo: { pictureId: jpeg.id },
      imageAlt: 'White lilies by a window',
      deliversToEvents: true,
      active: true,
    };
    const created = await call('POST', '/api/staff/products', owner, product);
    expect(created.status).toBe(201);
    const made = staffProduct.parse(await created.json());
    expect(made.photo).toEqual({ pictureId: jpeg.id });
    // The shop shows every rendition of the picture, with the product's own words for it.
    expect(made.image).toEqual({ ...jpeg.image, alt: 'White lilies by a window' });
    expect((await call('DELETE', `${path}/${jpeg.id}`, owner)).status).toBe(409);
    // Back to a stock photo: the stock photo's widths again.
    const stock = await call('PUT', `/api/staff/products/${made.id}`, owner, { ...product, photo: 'peace-lily-plant' });
    expect(staffProduct.parse(await stock.json()).image.url).toBe('/images/shop/peace-lily-plant-640.webp');

    // Another company cannot show this company's picture, on a product or on its price list.
    const foreign = await call('POST', '/api/staff/products', otherOwner, product, other.host);
    expect(foreign.status).toBe(422);
    expect(apiError.parse(await foreign.json()).issues?.[0]).toEqual({
      path: 'photo.pictureId',
      message: pictureMessages.notInLibrary,
    });

    const priceList = async (token = owner, host = company.host) =>
      staffPriceList.parse(await (await call('GET', '/api/staff/price-list', token, undefined, host)).json());
    const list = await priceList();
    const item = list.items.find((row) => row.variants.length > 0)!;
    const variant = item.variants[0]!;
    const pkg = list.packages[0]!;
    for (const url of [
      `/api/staff/price-list/items/${item.id}/photo`,
      `/api/staff/price-list/variants/${variant.id}/photo`,
      `/api/staff/price-list/packages/${pkg.id}/photo`,
    ]) {
      expect((await call('PUT', url, owner, { pictureId: jpeg.id })).status).toBe(200);
      expect((await call('PUT', url, otherOwner, { pictureId: null }, other.host)).status).toBe(404);
    }
    const shown = await priceList();
    expect(shown.items.find((row) => row.id === item.id)?.photo).toEqual(jpeg.image);
    expect(shown.items.find((row) => row.id === item.id)?.variants[0]?.photo).toEqual(jpeg.image);
    expect(shown.packages.find((row) => row.id === pkg.id)?.photo).toEqual(jpeg.image);
    // The family's arrangement pages read the same column.
    const familyItem = await call('GET', `/api/family/arrangements/items/${item.id}`, family.token);
    expect(familyItem.status).toBe(200);
    expect(JSON.stringify(await familyItem.json())).toContain(jpeg.image.url);

    const otherItem = (await priceList(otherOwner, other.host)).items[0]!;
    const stolen = await call(
      'PUT',
      `/api/staff/price-list/items/${otherItem.id}/photo`,
      otherOwner,
      { pictureId: jpeg.id },
      other.host,
    );
    expect(stolen.status).toBe(422);
    expect(await messageOf(stolen)).toBe(pictureMessages.notInLibrary);

    const removed = await call('PUT', `/api/staff/price-list/packages/${pkg.id}/photo`, owner, { pictureId: null });
    expect(removed.status).toBe(200);
    expect((await priceList()).packages.find((row) => row.id === pkg.id)?.photo).toBeNull();
    expect(
      (await call('PUT', `/api/staff/price-list/packages/${pkg.id}/photo`, office, { pictureId: null })).status,
    ).toBe(403);
  });
});
