import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySettingsBody } from '#contract/company-settings.ts';
import { sandboxTokenFor } from '#contract/sandbox-cards.ts';
import type { SiteContent } from '#contract/site-content.ts';
import { goLiveChecklist, goLiveTitles, type GoLiveChecklist, type GoLiveItemId } from '#contract/go-live.ts';
import { obituary as obituarySchema } from '#contract/obituaries.ts';
import { callForPricesText, publicPriceList, unpublishedPriceList } from '#contract/public-price-list.ts';
import { staffPriceList } from '#contract/staff-price-list.ts';
import { companyOptions } from '#server/company/company-options.ts';
import { createCompany as createRealCompany } from '#server/company/create-company.ts';
import { companies, locations, products, siteVersions } from '#server/db/schema.ts';
import { tenantScope, type TenantScope } from '#server/db/tenant-scope.ts';
import { readCompanySettings } from '#server/services/company-settings/company-settings.ts';
import { publishDraft, rollBack, saveDraft } from '#server/services/site-versions.ts';
import { createCompany as createFactoryCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createProducts } from '#tests/server/factories/product.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Going live (decision 0106). A company made by `npm run company -- create` (the README's
 * command, through createCompany) starts with its price list unpublished, so /price-list says to call
 * for prices, and the owner's checklist on the console's home says what is left; each item is done
 * the moment its work is, and undone when it is undone. The demo and the tests' companies start
 * published. The company's shop switch closes every obituary's Shop tab and its calls.
 */

let database: TestDatabase;
/** No card processor on the server (no PAYMENT_PROVIDER): the install the README describes. */
let t: TestApp;
/** The sandbox: card payments on once the company connects. */
let sandbox: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { payments: null, media: database.media });
  sandbox = createTestApp(database.db, { media: database.media });
});
afterAll(async () => {
  await database.close();
});

const PHONE = '(207) 555-0100';

/** A funeral home as the README makes it: one chapel without email; the owner's email as notification address. */
async function harborLight(notificationEmail?: string) {
  const host = `harbor-${randomBytes(5).toString('hex')}.lantern.test`;
  const options = companyOptions.parse({
    name: 'Harbor Light Funeral Home',
    hosts: [host],
    siteUrl: `https://${host}`,
    timeZone: 'America/New_York',
    locations: [`Harbor Light Chapel|12 Wharf Street, Portland, ME 04101|${PHONE}`],
    senderAddress: 'care@harborlight.example',
    ...(notificationEmail ? { notificationAddress: notificationEmail } : {}),
    owner: { name: 'Ada Harbor', email: 'ada@harborlight.example' },
  });
  const outcome = await createRealCompany(database.db, database.media, options, new Date());
  if (outcome.kind !== 'created') throw new Error('the host was taken');
  const scope = tenantScope(database.db, outcome.companyId);
  const owner = await signIn(t.app, host, await freshStaffAccount(scope, 'owner'));
  return { host, scope, owner, companyId: outcome.companyId };
}
type Harbor = Awaited<ReturnType<typeof harborLight>>;

async function checklistOf(company: { host: string; owner: string }, app = t): Promise<GoLiveChecklist> {
  const response = await request(app.app, 'GET', '/api/staff/company/go-live', {
    host: company.host,
    token: company.owner,
  });
  expect(response.status).toBe(200);
  return goLiveChecklist.parse(await response.json());
}

async function doneOf(company: { host: string; owner: string }, app = t): Promise<Record<GoLiveItemId, boolean>> {
  const checklist = await checklistOf(company, app);
  return Object.fromEntries(checklist.items.map((item) => [item.id, item.done])) as Record<GoLiveItemId, boolean>;
}

async function saveSettings(company: Harbor, changes: Partial<CompanySettingsBody>) {
  const {
    currentHost: _currentHost,
    locations: _locations,
    ...settings
  } = (await readCompanySettings(company.scope, company.host))!;
  const response = await request(t.app, 'PUT', '/api/staff/company/settings', {
    host: company.host,
    token: company.owner,
    body: { ...settings, ...changes },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const publicList = async (host: string, app = t) => {
  const response = await request(app.app, 'GET', '/api/web/price-list', { host });
  expect(response.status).toBe(200);
  return publicPriceList.parse(await response.json());
};

const publish = (company: Harbor, published: boolean, token = company.owner) =>
  request(t.app, 'PUT', '/api/staff/price-list/publication', { host: company.host, token, body: { published } });

describe('a company made by `npm run company -- create`', () => {
  it('starts with its price list unpublished, the shop on and empty, and every step but the mail to do', async () => {
    const company = await harborLight();
    const [row] = await database.db
      .select({ publishedAt: companies.priceListPublishedAt, shop: companies.shopEnabled })
      .from(companies)
      .where(eq(companies.id, company.companyId));
    expect(row).toEqual({ publishedAt: null, shop: true });
    expect(await company.scope.count(products)).toBe(0);

    const checklist = await checklistOf(company);
    expect(checklist.done).toBe(false);
    expect(checklist.items).toEqual([
      // The chapel has no email, but `company create` made the owner's email the notification address.
      { id: 'mail', title: goLiveTitles.mail, done: true },
      { id: 'price-list', title: goLiveTitles['price-list'], done: false },
      { id: 'payments', title: goLiveTitles.payments, done: false },
      { id: 'home-page', title: goLiveTitles['home-page'], done: false },
      { id: 'shop', title: goLiveTitles.shop, done: false },
    ]);
  });

  it('shows no price on /price-list but the company, its places and "Call us for prices" with its phone', async () => {
    const company = await harborLight();
    const list = await publicList(company.host);
    expect(list).toEqual(
      unpublishedPriceList.parse({
        published: false,
        company: { name: 'Harbor Light Funeral Home', phoneNumber: PHONE },
        locations: [
          { name: 'Harbor Light Chapel', address: '12 Wharf Street, Portland, ME 04101', phoneNumber: PHONE },
        ],
      }),
    );
    expect(JSON.stringify(list)).not.toMatch(/priceCents/);
    expect(callForPricesText(list.company.name, list.company.phoneNumber)).toContain(`Call us for prices at ${PHONE}`);
    // The console still has the whole list to review, not yet published.
    const staff = await request(t.app, 'GET', '/api/staff/price-list', { host: company.host, token: company.owner });
    const read = staffPriceList.parse(await staff.json());
    expect(read.publishedAt).toBeNull();
    expect(read.items.length).toBeGreaterThan(20);
    expect(read.taxRateBasisPoints).toBe(825);
  });

  it('is not a demo: the demo and the tests’ companies start published, with nothing left to do', async () => {
    const demo = await publicList('localhost', sandbox);
    expect(demo.published).toBe(true);
    const factory = await createFactoryCompany(database);
    expect((await publicList(factory.host)).published).toBe(true);
    const owner = await signIn(
      sandbox.app,
      'localhost',
      await freshStaffAccount(tenantScope(database.db, database.demoCompanyId), 'owner'),
    );
    expect((await checklistOf({ host: 'localhost', owner }, sandbox)).done).toBe(true);
  });
});

describe('the checklist, item by item', () => {
  it('mail: done with a notification email, or when every location in service has its own', async () => {
    const company = await harborLight();
    await saveSettings(company, { notificationAddress: null });
    expect((await doneOf(company)).mail).toBe(false);
    // The chapel gets its own email: every location in service has one.
    await company.scope.update(locations, { email: 'chapel@harborlight.example' });
    expect((await doneOf(company)).mail).toBe(true);
    // A second location without one: not done again, until it is retired.
    const [second] = await company.scope
      .insert(locations, {
        name: 'Harbor Annex',
        addressLine1: '14 Wharf Street',
        city: 'Portland',
        region: 'ME',
        postalCode: '04101',
        country: 'US',
        phoneNumber: PHONE,
        email: '  ',
        position: 1,
      })
      .returning({ id: locations.id });
    expect((await doneOf(company)).mail).toBe(false);
    await company.scope.update(locations, { retiredAt: new Date() }, eq(locations.id, second!.id));
    expect((await doneOf(company)).mail).toBe(true);
    // Or the notification email, whatever the locations have.
    await company.scope.update(locations, { email: null });
    expect((await doneOf(company)).mail).toBe(false);
    await saveSettings(company, { notificationAddress: 'office@harborlight.example' });
    expect((await doneOf(company)).mail).toBe(true);
  });

  it('price list: done when the owner publishes it, which /price-list shows at once; a director may not', async () => {
    const company = await harborLight();
    await publicList(company.host); // cached now
    const director = await signIn(t.app, company.host, await freshStaffAccount(company.scope, 'director'));
    expect((await publish(company, true, director)).status).toBe(403);

    const published = await publish(company, true);
    expect(published.status).toBe(200);
    const { publishedAt } = (await published.json()) as { publishedAt: string };
    expect(publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await doneOf(company))['price-list']).toBe(true);
    const list = await publicList(company.host);
    if (!list.published) throw new Error('the list is not public');
    expect(list.items.length).toBeGreaterThan(20);
    // The starter list prices every item the Funeral Rule asks for (decision 0108).
    expect(list.items.filter((item) => item.ruleItem !== null).length).toBeGreaterThan(15);
    // Published again: the first date stays.
    expect(await (await publish(company, true)).json()).toEqual({ publishedAt });

    expect((await publish(company, false)).status).toBe(200);
    expect((await doneOf(company))['price-list']).toBe(false);
    expect((await publicList(company.host)).published).toBe(false);
  });

  it('payments: done with the words for paying without a card, or with card payments connected', async () => {
    const company = await harborLight();
    await saveSettings(company, { paymentInstructions: '   ' });
    expect((await doneOf(company)).payments).toBe(false);
    await saveSettings(company, { paymentInstructions: 'Checks payable to Harbor Light Funeral Home.' });
    expect((await doneOf(company)).payments).toBe(true);

    // On a server with a card processor, connecting is enough.
    const other = await harborLight();
    const owner = await signIn(sandbox.app, other.host, await freshStaffAccount(other.scope, 'owner'));
    expect((await doneOf({ host: other.host, owner }, sandbox)).payments).toBe(false);
    const connect = await request(sandbox.app, 'POST', '/api/staff/payments/connect', {
      host: other.host,
      token: owner,
    });
    expect(connect.status).toBe(200);
    expect((await doneOf({ host: other.host, owner }, sandbox)).payments).toBe(true);
    // The same company on a server without one takes no cards: not done.
    expect((await doneOf(other)).payments).toBe(false);
  });

  it("home page: done when the published home page is not the starter's, undone by rolling back to it", async () => {
    const company = await harborLight();
    const now = new Date();
    const draft = async (scope: TenantScope) => {
      const [row] = await scope.selectAll(siteVersions, eq(siteVersions.status, 'draft'));
      return row!;
    };
    const publishWith = async (change: (content: SiteContent) => SiteContent) => {
      const current = await draft(company.scope);
      const saved = await saveDraft(
        company.scope,
        { baseRevision: current.revision, content: change(current.content), author: 'Ada Harbor' },
        now,
      );
      if (!saved.ok) throw new Error('not saved');
      const published = await publishDraft(company.scope, { revision: saved.revision, author: 'Ada Harbor' }, now);
      if (!published.ok) throw new Error('not published');
    };
    // Another page changed and published: the home page is still the starter's.
    await publishWith((content) => {
      const [path, page] = Object.entries(content.pages).find(([path]) => path !== '/')!;
      return { ...content, pages: { ...content.pages, [path]: { ...page, title: `${page.title} (ours)` } } };
    });
    expect((await doneOf(company))['home-page']).toBe(false);

    await publishWith((content) => ({
      ...content,
      pages: {
        ...content.pages,
        '/': { ...content.pages['/']!, description: 'Harbor Light, on Wharf Street since 1921.' },
      },
    }));
    expect((await doneOf(company))['home-page']).toBe(true);

    await rollBack(company.scope, { version: 1, author: 'Ada Harbor' });
    expect((await doneOf(company))['home-page']).toBe(false);
  });

  it('shop: done with a product on sale, or with the shop turned off', async () => {
    const company = await harborLight();
    const [productId] = await createProducts(company.scope, [{ name: 'White lilies' }]);
    expect((await doneOf(company)).shop).toBe(true);
    await company.scope.update(products, { active: false }, eq(products.id, productId!));
    expect((await doneOf(company)).shop).toBe(false);
    await saveSettings(company, { shopEnabled: false });
    expect((await doneOf(company)).shop).toBe(true);
  });

  it('is done, and the home shows nothing, once every item is', async () => {
    const company = await harborLight();
    await publish(company, true);
    await saveSettings(company, {
      paymentInstructions: 'Checks payable to Harbor Light Funeral Home.',
      shopEnabled: false,
    });
    // A site that did not start from the starter's (as if restored from another install's backup).
    await company.scope.update(siteVersions, { author: 'Ada Harbor' }, eq(siteVersions.version, 1));
    expect(await checklistOf(company)).toMatchObject({ done: true });
  });

  it('is the owner’s: a director is refused', async () => {
    const company = await harborLight();
    const director = await signIn(t.app, company.host, await freshStaffAccount(company.scope, 'director'));
    const response = await request(t.app, 'GET', '/api/staff/company/go-live', { host: company.host, token: director });
    expect(response.status).toBe(403);
  });
});

describe("the company's shop switch", () => {
  it('closes every Shop tab and the shop’s calls, whatever the obituary’s own switch', async () => {
    const company = await createFactoryCompany(database);
    const owner = await signIn(sandbox.app, company.host, await freshStaffAccount(company.scope, 'owner'));
    const obituary = await createObituary(company.scope, { fullName: 'Marta Lind', events: [] });
    const [productId] = await createProducts(company.scope, [
      { category: 'keepsakes', name: 'Keepsake Candle', priceCents: 3_900, deliversToEvents: false },
    ]);
    const host = company.host;
    const shopOpen = async () => {
      const page = await request(sandbox.app, 'GET', `/api/web/obituaries/${obituary.id}`, { host });
      return obituarySchema.parse(await page.json()).shop;
    };
    const status = async (path: string) => (await request(sandbox.app, 'GET', path, { host })).status;
    expect(await shopOpen()).toBe(true);
    expect(await status(`/api/web/obituaries/${obituary.id}/shop/products`)).toBe(200);

    const settings = (await readCompanySettings(company.scope, host))!;
    const { currentHost: _currentHost, locations: _locations, ...body } = settings;
    const off = await request(sandbox.app, 'PUT', '/api/staff/company/settings', {
      host,
      token: owner,
      body: { ...body, shopEnabled: false },
    });
    expect(off.status).toBe(200);

    expect(await shopOpen()).toBe(false);
    expect(await status(`/api/web/obituaries/${obituary.id}/shop/products`)).toBe(404);
    expect(await status(`/api/web/obituaries/${obituary.id}/shop/products/${productId}`)).toBe(404);
    const order = await request(sandbox.app, 'POST', `/api/web/obituaries/${obituary.id}/shop/orders`, {
      host,
      body: {
        productId,
        quantity: 1,
        purchaserName: 'Ivy Reyes',
        purchaserEmail: 'ivy@example.com',
        purchaserPhone: '(555) 010-0000',
        delivery: { kind: 'family' },
        cardMessage: '',
        paymentToken: sandboxTokenFor('4242 4242 4242 4242', 'abcdefghijklmnop'),
      },
      headers: { 'Idempotency-Key': `shop-off-${obituary.id}-key` },
    });
    expect(order.status).toBe(404);
  });
});
