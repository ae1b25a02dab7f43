import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { taskKinds } from '#contract/family-tasks.ts';
import { linesOf } from '#contract/arrangement-rules.ts';
import type { OrderPlaced, ShopProduct } from '#contract/shop.ts';
import { sandboxTokenFor, SANDBOX_APPROVE_CARD } from '#contract/sandbox-cards.ts';
import { stationeryItemTypes } from '#contract/stationery-items.ts';
import { consoleItemLists, consoleLists, type ConsoleItemList } from '#src/lib/console/console-pages.ts';
import { secondChapel } from '#tests/server/test-catalogue/chapels.ts';
import {
  burialPackage,
  containerSelector,
  cremationPackage,
  graveLiner,
} from '#tests/server/test-catalogue/price-list.ts';
import { appRoutes, type AppRoute, type RouteArea } from './app-routes.ts';
import { arrangePackage } from './factories/arrangements.ts';
import { chapels } from './factories/chapels.ts';
import { approveMemories, sharedMemory } from './factories/memories.ts';
import { musicTracks } from './factories/music.ts';
import { familyApi, idempotencyKey } from './factories/family-api.ts';
import { familyCase, furtherCase, uniqueEmail, type FamilyMember } from './factories/family-cases.ts';
import { daysAgo, publishedObituary } from './factories/obituaries.ts';
import { albumPhotos } from './factories/photos.ts';
import { staffApi, type StaffAccount } from './factories/staff-api.ts';
import { signedStatement, statementPayment } from './factories/statements.ts';
import { axeViolations, expect, pageWidth, phone, test } from './fixtures.ts';
import { mailsNow } from './mailbox.ts';

/*
 * Decision 0071: every page of the app on a 360 px phone. The addresses come from the
 * router's generated tree (app-routes.ts), so a new page is visited without a change here; each
 * parameter is filled from data this test makes through the factories, and a route whose parameter
 * it cannot fill fails the test by name. Each page is opened with page.goto in the tab of the person
 * it is for (a visitor, the family, the owner), then, once its main heading shows, measured (no
 * sideways scrolling) and scanned with axe at that width; a page of the site's frame must show its
 * link to the family portal (issue 42). Every problem is collected, so one run names every page that
 * does not fit.
 */

/** The values of each parameter, by the route's address up to and including it ($name after $id…). */
type Fill = string | readonly string[];

/** A page's address with its parameters filled in: every combination of the values given. */
function fill(route: AppRoute, values: Record<string, Fill>): string[] {
  const segments = route.path.split('/');
  let paths = [''];
  segments.slice(1).forEach((segment, index) => {
    if (!segment.startsWith('$')) {
      paths = paths.map((path) => `${path}/${segment}`);
      return;
    }
    const key = segments.slice(0, index + 2).join('/');
    const value = values[key];
    if (value === undefined)
      throw new Error(
        `The phone test does not know how to fill ${segment} in ${route.path}: add "${key}" to its values`,
      );
    const options = typeof value === 'string' ? [value] : value;
    paths = paths.flatMap((path) => options.map((option) => `${path}/${option}`));
  });
  // A splat's '' (the console's home) leaves a trailing slash the router drops.
  return paths.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path));
}

interface Visit {
  /** What to open: the address, with a query or a fragment where the page needs one. */
  url: string;
  area: RouteArea;
}

/** The people and records the pages show, made through the product's calls. */
async function pageData(request: APIRequestContext, company: { director: StaffAccount; owner: StaffAccount }) {
  const director = company.director;
  const member = await familyCase(request, director, {
    decedentName: 'Harold James Penhallow',
    contactName: 'Rose Penhallow',
  });
  const [arranging, signed, obituary, request_, invitation, familyReset, staffReset, site, form, articles] =
    await Promise.all([
      arrangingCase(request, member),
      signedCase(request, director, member),
      caseObituary(request, director, member),
      planningRequest(request, director),
      staffInvitation(request, company.owner),
      resetLink(request, member.email, /\/family-portal\/password-reset\/([\w-]+)/),
      staffResetLink(request, director),
      getJson<{ pages: Record<string, unknown> }>(request, '/api/web/render-context/approved'),
      getJson<{ sections: { urlKey: string }[] }>(request, '/api/web/planning/fields'),
      getJson<{ items: { id: number }[] }>(request, '/api/web/blog/articles'),
    ]);
  const order = await shopOrder(request, obituary.id);
  const staffOrders = await (
    await staffApi(request, director)
  ).get<{ items: { id: number; publicId: string }[] }>(`/api/staff/orders?obituaryId=${obituary.id}`);
  const items: Record<ConsoleItemList, number> = {
    requests: request_,
    // The signed case: its page shows the payments ledger (a card payment) and the record form too.
    cases: signed.caseId,
    obituaries: obituary.id,
    orders: staffOrders.items.find((item) => item.publicId === order.publicId)!.id,
  };
  const values: Record<string, Fill> = {
    // The company's own pages (its site set-up), and an address that is none of them.
    '/$': [...Object.keys(site.pages).filter((path) => path !== '/'), '/no-such-page'].map((path) => path.slice(1)),
    '/blog/article/$id': String(articles.items[0]!.id),
    '/obituaries/$id': String(obituary.id),
    '/obituaries/$id/$name': obituary.nameSlug,
    '/obituaries/$id/$name/shop/product/$productId': String(order.productId),
    '/obituaries/$id/$name/shop/order/$orderId': order.publicId,
    '/plan-now/step/$urlKey': form.sections.map((section) => section.urlKey),
    '/family-portal/$': 'no-such-page',
    '/family-portal/$id': String(member.caseId),
    '/family-portal/$id/$name': member.casePath.split('/').at(-1)!,
    '/family-portal/$id/$name/task/$': [
      ...taskKinds,
      ...stationeryItemTypes.map((item) => `review-stationery/${item}`),
    ],
    '/family-portal/password-reset/$token': familyReset,
    // Every console page (src/routes/staff/_console/-pages/console-pages.ts): its lists and home, an item of each.
    '/staff/$': [...consoleLists, ...consoleItemLists.map((list) => `${list}/${items[list]}`), 'no-such-page'],
    '/staff/invitation/$token': invitation,
    '/staff/password-reset/$token': staffReset,
  };
  /** What a page needs beyond its address: the item page's item, the thanks page's access key. */
  const extras: Record<string, string> = {
    '/family-portal/$id/$name/arrangements/item': `?itemId=${arranging.itemId}&lineId=${arranging.lineId}`,
    '/obituaries/$id/$name/shop/order/$orderId/thanks': `#key=${order.accessKey}`,
  };
  const visits: Visit[] = appRoutes().flatMap((route) =>
    fill(route, values).map((path) => ({ url: `${path}${extras[route.path] ?? ''}`, area: route.area })),
  );
  // The statement signed and partly paid (its payments, its payment page) is another case's.
  visits.push(
    { url: `${signed.casePath}/statement`, area: 'family' },
    { url: `${signed.casePath}/statement/payment`, area: 'family' },
  );
  const unique = visits.filter((visit, index) => visits.findIndex((other) => other.url === visit.url) === index);
  return { member, visits: unique };
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The case's obituary, published with a photo of the album; a song for the service; two memories, one approved. */
async function caseObituary(request: APIRequestContext, director: StaffAccount, member: FamilyMember) {
  const [[photo]] = await Promise.all([
    albumPhotos(request, member, ['Harold at the lake, summer 1968']),
    musicTracks(request, member, ['Be Thou My Vision']),
  ]);
  const obituary = await publishedObituary(request, director, {
    caseId: member.caseId,
    fullName: 'Harold James Penhallow',
    bornOn: '1938-02-11',
    diedOn: daysAgo(3),
    photoMediaId: photo!.id,
  });
  for (const name of ['Agnes Whitcombe', 'Dorothea Quill-Ashby'])
    await sharedMemory(request, obituary.id, {
      name,
      email: uniqueEmail(name),
      text: `${name.split(' ')[0]} remembers his laugh at every Sunday supper by the lake.`,
    });
  await approveMemories(request, member, ['Agnes Whitcombe']);
  return obituary;
}

/** The case mid-arrangement: a package, a choice made; its line whose item has variants (the casket), for the item page. */
async function arrangingCase(request: APIRequestContext, member: FamilyMember) {
  const arrangement = await arrangePackage(request, member, burialPackage.name, [
    { selector: containerSelector.name, item: graveLiner.name },
  ]);
  const line = linesOf(arrangement).find((candidate) => (candidate.item?.variantCount ?? 0) > 0);
  if (!line?.item) throw new Error('no line with variants in the arrangement');
  return { itemId: line.item.id, lineId: line.id };
}

/** Another case of the same member, its statement signed and partly paid. */
async function signedCase(request: APIRequestContext, director: StaffAccount, member: FamilyMember) {
  const signed = await furtherCase(request, director, member, { decedentName: 'Walter Thomas Brennan' });
  await signedStatement(request, signed, { packageName: cremationPackage.name });
  await statementPayment(request, signed, 5000);
  return signed;
}

/** A plan sent from /plan-now (the call the wizard makes); its id in the console's inbox. */
async function planningRequest(request: APIRequestContext, director: StaffAccount): Promise<number> {
  const [location] = await chapels(request);
  const email = uniqueEmail('Ada Lindgren');
  const sent = await request.post('/api/web/planning/submit', {
    headers: { 'Idempotency-Key': idempotencyKey('phone-request') },
    data: {
      locationId: location!.id,
      caseStatus: 'PRE_PLAN',
      fields: {
        contactFirstName: 'Ada',
        contactLastName: 'Lindgren',
        contactEmail: email,
        contactPhone: '(503) 555-0144',
        contactAddress: { country: 'US' },
        servedInMilitary: 'no',
        decedentFirstName: 'Elsa',
        decedentLastName: 'Lindgren',
      },
    },
  });
  expect(sent.status(), `planning submit: ${await sent.text()}`).toBe(201);
  const api = await staffApi(request, director);
  return (await api.get<{ items: { id: number }[] }>('/api/staff/requests')).items[0]!.id;
}

/** The token of the console invitation the owner mails to a new member (not accepted). */
async function staffInvitation(request: APIRequestContext, owner: StaffAccount): Promise<string> {
  const email = uniqueEmail('Noor Haddad');
  const api = await staffApi(request, owner);
  await api.post('/api/staff/team/invitations', { name: 'Noor Haddad', email, role: 'staff' });
  return mailedToken(request, email, /\/staff\/invitation\/([\w-]+)/, (token) => `/api/staff/invitation/${token}`);
}

/** A family's mailed reset link's token (their address is the test's own). */
const resetLink = async (request: APIRequestContext, email: string, pattern: RegExp) => {
  const asked = await request.post('/api/auth/password-reset', { data: { email } });
  expect(asked.status()).toBe(202);
  return mailedToken(request, email, pattern, (token) => `/api/auth/password-reset/${token}`);
};

/** A staff member's reset link: every test company's director has the same address, so the token is checked to be this company's. */
const staffResetLink = (request: APIRequestContext, director: StaffAccount) =>
  resetLink(request, director.email, /\/staff\/password-reset\/([\w-]+)/);

/** The newest token mailed to `email` in a link matching `pattern` that this company's server accepts (`check`). */
async function mailedToken(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
  check: (token: string) => string,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsNow((candidate) => candidate.to.includes(email))).reverse()) {
          const token = pattern.exec(mail.text)?.[1];
          if (token && (await request.get(check(token))).status() === 200) {
            found = token;
            return true;
          }
        }
        return false;
      },
      { message: `a mailed link for ${email} this company's server knows`, timeout: 15_000, intervals: [25] },
    )
    .toBe(true);
  return found!;
}

/** A gift from the obituary's shop, paid with the sandbox card: its thanks page and access key. */
async function shopOrder(request: APIRequestContext, obituaryId: number) {
  const { items } = await getJson<{ items: ShopProduct[] }>(request, `/api/web/obituaries/${obituaryId}/shop/products`);
  const product = items[0]!;
  const response = await request.post(`/api/web/obituaries/${obituaryId}/shop/orders`, {
    headers: { 'Idempotency-Key': idempotencyKey('phone-order') },
    data: {
      productId: product.id,
      quantity: 1,
      purchaserName: 'Ruth Calloway',
      purchaserEmail: uniqueEmail('Ruth Calloway'),
      purchaserPhone: '+1 503 555 0142',
      delivery: { kind: 'family' },
      cardMessage: 'With love',
      paymentToken: sandboxTokenFor(SANDBOX_APPROVE_CARD, 'a'.repeat(16))!,
    },
  });
  expect(response.status(), `order: ${await response.text()}`).toBe(201);
  const placed = (await response.json()) as OrderPlaced;
  return { productId: product.id, publicId: placed.order.publicId, accessKey: placed.accessKey };
}

/** A tab of its own (its own session), 360 px wide, signed in with `token` where one is given. */
async function phoneTab(browser: Browser, baseURL: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: phone });
  const page = await context.newPage();
  if (token) await page.addInitScript((value) => window.sessionStorage.setItem('lantern.session-token', value), token);
  return page;
}

/** Starts a plan as a visitor does (a plan type, a chapel), so the wizard's own pages open. */
async function startPlanning(page: Page) {
  await page.goto('/plan-now');
  await page.getByRole('radio', { name: "I'm planning ahead for someone else" }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/plan-now\/locations$/);
  await page.getByRole('radio', { name: secondChapel.name }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/plan-now\/step\//);
}

/**
 * What makes the page too wide, for the failure message: from the body down, the child without
 * which the page fits, until no single child does; that element, and a little of its text.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const fits = () => document.documentElement.scrollWidth <= window.innerWidth;
    const fitsWithout = (element: HTMLElement) => {
      const display = element.style.display;
      element.style.display = 'none';
      const result = fits();
      element.style.display = display;
      return result;
    };
    let culprit: HTMLElement = document.body;
    for (;;) {
      const child = [...culprit.children].find(
        (candidate): candidate is HTMLElement => candidate instanceof HTMLElement && fitsWithout(candidate),
      );
      if (!child) break;
      culprit = child;
    }
    const classes = [...culprit.classList].map((name) => `.${name}`).join('');
    const text = (culprit.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${culprit.tagName.toLowerCase()}${classes} "${text}"`;
  });

const pathOf = (url: string) => new URL(url, 'http://x').pathname;

/**
 * Decision 0062: the staff console's code is built into chunks named console-… (vite.config.ts). No
 * page outside /staff asks for one; the console's pages do, which keeps the name pattern honest.
 * Checked on every page here, where it once took a browser test of its own.
 */
const consoleChunk = /\/assets\/console-[^/]*\.js$/;
const mayLoadConsole = (url: string) => pathOf(url).startsWith('/staff');

/** The script addresses the tab asks for from now on (from the cache too). */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** A page in the site's frame (its header and footer): every one but the staff's, which have their own. */
const inSiteFrame = (visit: Visit) =>
  (visit.area === 'public' || visit.area === 'planning') && !pathOf(visit.url).startsWith('/staff');

/**
 * Issue 42: the way into the family portal, from the footer and, on a phone, the header's menu.
 * Where it is missing or leads elsewhere.
 */
async function portalLinkMissing(page: Page): Promise<string[]> {
  const places = {
    footer: page.getByRole('contentinfo'),
    "header's menu": page.getByRole('navigation', { name: 'Main' }),
  };
  const missing: string[] = [];
  for (const [place, within] of Object.entries(places)) {
    const link = within.getByRole('link', { name: 'Family portal', exact: true });
    if (!(await link.isVisible()) || (await link.getAttribute('href')) !== '/family-portal/login') missing.push(place);
  }
  return missing;
}

/**
 * Opens each address in the tab, waits for its main heading, and notes what is wrong: a page that
 * is wider than the phone, fails axe there, or (in the site's frame) has no link to the family
 * portal. A page that sends on by design is noted where it lands.
 */
async function visitAll(page: Page, visits: Visit[], problems: string[], consoleSeen: string[]) {
  const scripts = scriptRequests(page);
  for (const visit of visits) {
    await test.step(visit.url, async () => {
      scripts.length = 0;
      await page.goto(visit.url);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, `${visit.url}: a main heading`).toBeVisible();
      // A page that sends on by design (a CMS page to its first child, the sign-in) is measured where it lands.
      if (pathOf(page.url()) !== pathOf(visit.url))
        test.info().annotations.push({ type: 'lands elsewhere', description: `${visit.url} → ${page.url()}` });
      const portal = inSiteFrame(visit) ? await portalLinkMissing(page) : [];
      if (portal.length > 0)
        problems.push(`${visit.url}: no Family portal link to the sign-in in the ${portal.join(' or ')}`);
      const violations = await axeViolations(page);
      if (violations.length > 0) problems.push(`${visit.url}: axe at ${phone.width} px: ${JSON.stringify(violations)}`);
      const width = await pageWidth(page);
      if (width > phone.width)
        problems.push(`${visit.url}: ${width} px wide on a ${phone.width} px phone (${await overflowing(page)})`);
      const consoleCode = scripts.filter((script) => consoleChunk.test(script));
      if (consoleCode.length > 0 && !mayLoadConsole(visit.url))
        problems.push(`${visit.url}: loads the staff console's code (${consoleCode.join(', ')})`);
      if (consoleCode.length > 0) consoleSeen.push(visit.url);
    });
  }
}

test('every page of the app fits a 360 px phone and passes axe there, the site links to the portal, and only /staff loads console code', async ({
  page,
  browser,
  baseURL,
  request,
  company,
}) => {
  test.setTimeout(120_000);
  const { member, visits } = await pageData(request, company);
  const [familyToken, ownerToken] = await Promise.all([
    familyApi(request, member).then((api) => api.token),
    staffApi(request, company.owner).then((api) => api.token),
  ]);
  const of = (area: RouteArea) => visits.filter((visit) => visit.area === area);
  expect(of('public').length + of('planning').length + of('family').length + of('staff').length).toBe(visits.length);

  const problems: string[] = [];
  const consoleSeen: string[] = [];
  await page.setViewportSize(phone);
  const tabs = {
    family: await phoneTab(browser, baseURL!, familyToken),
    staff: await phoneTab(browser, baseURL!, ownerToken),
  };
  await Promise.all([
    (async () => {
      await visitAll(page, of('public'), problems, consoleSeen);
      await startPlanning(page);
      await visitAll(page, of('planning'), problems, consoleSeen);
    })(),
    visitAll(tabs.family, of('family'), problems, consoleSeen),
    visitAll(tabs.staff, of('staff'), problems, consoleSeen),
  ]);
  expect(
    problems,
    `pages that do not fit a ${phone.width} px phone, fail axe there, lack the portal link or load console code`,
  ).toEqual([]);
  expect(consoleSeen.length, 'the console pages load chunks named console-…').toBeGreaterThan(0);
});
