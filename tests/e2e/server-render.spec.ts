import type { APIRequestContext } from '@playwright/test';
import type { ShopProduct } from '#contract/shop.ts';
import type { Redirect } from '#contract/website.ts';
import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { expect, test } from '../fixtures/company.ts';
import { appRoutes } from './app-routes.ts';
import { publishedObituary } from './factories/obituaries.ts';

/*
 * Decision 0091: what a crawler, a share preview or a phone without JavaScript gets is the
 * page itself. Plain HTTP, no browser: every public address of the router's tree (app-routes.ts), its
 * parameters filled from this test's own data, answers with its main heading and its content in the
 * HTML; the pages behind a sign-in, and those that read what only the browser holds, are the shell.
 */

/** The routes the server leaves to the browser (src/entry-server.tsx), and everything under them. */
const clientRendered =
  /^\/staff\/|^\/family-portal\/(?!login|password-reset)|^\/plan-now\/thank-you$|\/shop\/(order|product\/[^/]+\/checkout)/;

/** What a reader sees of some HTML: its text, entities read (React writes these), spaces collapsed. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The HTML of one GET, with the parts the assertions read. */
async function fetchPage(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const text = textOf(root);
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1];
  return {
    status: response.status(),
    location: response.headers()['location'],
    html,
    text,
    heading: heading === undefined ? null : textOf(heading).trim(),
  };
}

test('every public page has its heading and content in the HTML, without JavaScript', async ({ request, company }) => {
  test.setTimeout(60_000);
  const obituary = await publishedObituary(request, company.director, {
    fullName: 'Wilhelmina Rose Achterberg',
    bornOn: '1939-05-21',
    diedOn: '2026-11-20',
    textHtml: '<p>Wilhelmina kept bees on the roof of the bakery for forty summers.</p>',
    events: [
      {
        kind: 'service',
        startsAt: '2030-06-03T10:30',
        endsAt: '2030-06-03T12:00',
        timeZone: 'America/Los_Angeles',
        flowersUntil: null,
        location: firstChapel.name,
      },
    ],
  });
  const [site, articles, products, redirects] = await Promise.all([
    request
      .get('/api/web/render-context/approved')
      .then((r) => r.json() as Promise<{ pages: Record<string, { modules: unknown[] }> }>),
    request.get('/api/web/blog/articles').then((r) => r.json() as Promise<{ items: { id: number; title: string }[] }>),
    request
      .get(`/api/web/obituaries/${obituary.id}/shop/products`)
      .then((r) => r.json() as Promise<{ items: ShopProduct[] }>),
    request.get('/api/web/redirects').then((r) => r.json() as Promise<Redirect[]>),
  ]);
  const values: Record<string, string[]> = {
    $: Object.keys(site.pages).filter((path) => path !== '/'),
    $id: [String(obituary.id)],
    $name: [obituary.nameSlug],
    $productId: [String(products.items[0]!.id)],
    $orderId: ['no-such-order'],
    $token: ['no-such-token'],
  };
  const articleIds = [String(articles.items[0]!.id)];
  const urls = appRoutes()
    .filter((route) => route.area === 'public')
    .flatMap((route) =>
      route.path.split('/').reduce<string[]>(
        (paths, segment, index) => {
          if (index === 0) return paths;
          const options = !segment.startsWith('$')
            ? [segment]
            : route.path.startsWith('/blog/article')
              ? articleIds
              : (values[segment] ?? []).map((value) => value.replace(/^\//, ''));
          return paths.flatMap((path) => options.map((option) => `${path}/${option}`));
        },
        [''],
      ),
    )
    .map((path) => path.replace(/\/$/, '') || '/');
  expect(urls.length).toBeGreaterThan(20);
  const onwards = new Set(Object.keys(site.pages).filter((path) => site.pages[path]!.modules.length === 0));
  expect(onwards.size, 'a page without modules to follow').toBeGreaterThan(0);

  for (const url of urls) {
    const page = await fetchPage(request, url);
    if (onwards.has(url)) {
      // Spec §2: a page without modules sends the visitor on to its first child, with or without JavaScript.
      expect(page.status, `GET ${url}`).toBe(307);
      expect(page.location, url).toMatch(new RegExp(`^${url}/[^/]+$`));
      continue;
    }
    expect(page.status, `GET ${url}`).toBe(200);
    if (clientRendered.test(url)) {
      // Behind a sign-in or reading the browser's own storage: the shell, with its data blocks.
      expect(page.html, url).toContain('<div id="root"></div>');
      continue;
    }
    expect(page.html, `${url} carries its query cache for hydration`).toContain('id="lantern-rendered"');
    expect(page.heading, `${url}'s main heading`).toBeTruthy();
    expect(page.text.length, `${url}'s content`).toBeGreaterThan(300);
    // React's marker of a part it gave up on and left to the browser: the server wrote all of it.
    expect(page.html, url).not.toContain('<!--$!');
    // No executable inline script (decision 0024): only the app's file and JSON data blocks.
    expect(page.html.match(/<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))[^>]*>/g), url).toBeNull();
  }

  // The site's own redirects are HTTP redirects: permanent ones 308, the rest 307, to a path or another site.
  expect(redirects.length).toBeGreaterThan(0);
  for (const { from, to, permanent } of redirects) {
    const sent = await fetchPage(request, from);
    expect({ status: sent.status, location: sent.location }, from).toEqual({
      status: permanent ? 308 : 307,
      location: to,
    });
  }

  // The obituary a link was shared to: name, dates, text and service schedule, in the HTML.
  const shared = await fetchPage(request, obituary.path);
  expect(shared.heading).toBe('Wilhelmina Rose Achterberg');
  expect(shared.text).toContain('May 21, 1939 – November 20, 2026');
  expect(shared.text).toContain('Wilhelmina kept bees on the roof of the bakery for forty summers.');
  expect(shared.text).toContain('Service schedule');
  // The visitor's zone is unknown to the server: the event's own is named.
  expect(shared.text).toContain(`Monday, June 3, 2030 10:30 AM – 12:00 PM PDT ${firstChapel.name}`);
  expect(shared.html).toContain(`<title>Wilhelmina Rose Achterberg Obituary | `);

  // The home page's lists come with it, since a rendered page may never load the app (decision 0097).
  expect(site.pages['/']!.modules.map((module) => (module as { type: string }).type)).toContain('recentObituaries');
  expect((await fetchPage(request, '/')).text).toContain('Wilhelmina Rose Achterberg');

  // Pages that do not exist say so in their status as well as their words.
  for (const url of ['/no-such-page', `/blog/article/987654`, `/obituaries/987654/no-one`]) {
    const missing = await fetchPage(request, url);
    expect(missing.status, url).toBe(404);
    expect(missing.heading, url).toBe("Sorry, we can't find that page");
  }
});

test("the portal's open pages arrive rendered, their forms working as HTML until the app is there", async ({
  request,
}) => {
  // Nobody has signed in on the server (the session lives in the browser): each is rendered for a visitor.
  const signIn = await fetchPage(request, '/family-portal/login?redirect=%2Ffamily-portal');
  expect(signIn.heading).toBe('Sign in to the family portal');
  expect(signIn.html).toContain('id="lantern-rendered"');
  expect(signIn.html).toMatch(/<input[^>]*type="email"/);
  expect(signIn.html).toMatch(/<input[^>]*type="password"/);
  // Its submit waits for the app, which would otherwise be sent by the browser as a GET with the password in it.
  expect(signIn.html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Sign in<\/button>/);
  expect(signIn.text).toContain('Forgot your password?');

  expect((await fetchPage(request, '/family-portal/password-reset')).heading).toBe('Reset your password');
  expect((await fetchPage(request, '/family-portal/password-reset/no-such-token')).heading).toBe(
    'This reset link no longer works',
  );
  expect((await fetchPage(request, '/family-portal/login?invitation=no-such-invitation')).heading).toBe(
    'This invitation no longer works',
  );
  // The case pages wait for the tab's session: the shell.
  expect((await fetchPage(request, '/family-portal/12/someone')).html).toContain('<div id="root"></div>');
});
