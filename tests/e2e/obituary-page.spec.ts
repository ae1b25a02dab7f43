import type { APIRequestContext, Page } from '@playwright/test';
import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { familyCase } from './factories/family-cases.ts';
import { daysAgo, daysAhead, publishedObituary, servicesAhead } from './factories/obituaries.ts';
import { albumPhotos } from './factories/photos.ts';
import type { StaffAccount } from './factories/staff-api.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/*
 * The obituary page on the test's own obituary: a family's case whose album has a photo (uploaded in
 * the portal), written by the director with that photo as its portrait, a livestream and a schedule
 * (a visitation and a service at the company's first chapel, a burial in Boise), then published.
 */

const fullName = 'Zoë Anaïs Fontaine';
const diedOn = daysAgo(3);
const livestream = 'https://www.youtube.com/watch?v=ysz5S6PUM-U';
/** The portrait's caption in the album, its text alternative on the page. */
const portraitCaption = 'Zoë by the lake';

async function zoesObituary(request: APIRequestContext, director: StaffAccount) {
  const family = await familyCase(request, director, { decedentName: fullName, contactName: 'Luc Fontaine' });
  const [portrait] = await albumPhotos(request, family, [portraitCaption]);
  return publishedObituary(request, director, {
    caseId: family.caseId,
    fullName,
    bornOn: '1941-03-14',
    diedOn,
    photoMediaId: portrait!.id,
    livestreamUrl: livestream,
    textHtml:
      `<p>${fullName}, 85, of Portland, passed away peacefully at home.</p>` +
      '<p>She taught piano to three generations of children in Southeast Portland.</p>',
    events: [
      ...servicesAhead(firstChapel.name),
      {
        kind: 'burial',
        startsAt: daysAhead(7, '14:00'),
        endsAt: daysAhead(7, '15:00'),
        timeZone: 'America/Boise',
        flowersUntil: null,
        place: {
          name: 'Morris Hill Cemetery',
          line1: '317 N Latah St',
          city: 'Boise',
          region: 'ID',
          postalCode: '83706',
          country: 'US',
        },
      },
    ],
  });
}

test.describe('obituary page (spec §2 /obituaries/{id}/{name})', () => {
  test('shows who the person was, the text, and the sub-page navigation', async ({ page, request, company }) => {
    const zoe = await zoesObituary(request, company.director);
    const response = await page.goto(`/obituaries/${zoe.id}/${zoe.nameSlug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(page.getByText('March 14, 1941 –')).toBeVisible();
    const portrait = page.getByRole('img', { name: portraitCaption, exact: true });
    await expect(portrait).toBeVisible();
    expect(await portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('taught piano to three generations')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${fullName} Obituary`));
    const sections = page.getByRole('navigation', { name: `About ${fullName}` });
    await expect(sections.getByRole('link', { name: 'Obituary' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Photos', 'Memories', 'Memorial video', 'Shop']) {
      await expect(sections.getByRole('link', { name })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('a wrong name in the address goes to the canonical one', async ({ page, request, company }) => {
    const zoe = await zoesObituary(request, company.director);
    await page.goto(`/obituaries/${zoe.id}/someone-else?from=share`);
    await expect(page).toHaveURL(`/obituaries/${zoe.id}/zoe-anais-fontaine?from=share`);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  });

  test('a non-numeric id is a 404 "Page Not Found"', async ({ page }) => {
    const response = await page.goto('/obituaries/abc/x');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - Page Not Found');
    await expect(page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeVisible();
    await expectAccessible(page);
  });

  test('an id that is no obituary of this site shows the same page', async ({ page }) => {
    await page.goto('/obituaries/2147483647/nobody');
    await expect(page).toHaveTitle('404 - Page Not Found');
    await expect(page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the HTML carries the Open Graph tags a shared link previews', async ({ page, request, company }) => {
      const zoe = await zoesObituary(request, company.director);
      await page.goto(`/obituaries/${zoe.id}/${zoe.nameSlug}`);
      await expect(page).toHaveTitle(`${fullName} Obituary | Evergreen Funeral Homes`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        `${fullName} (1941–${diedOn.slice(0, 4)})`,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        new RegExp(`/obituaries/${zoe.id}/zoe-anais-fontaine$`),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${fullName}, 85`));
      // The portrait previews the link: a large card with an image the site really serves.
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image).toMatch(/\/api\/web\/media\/\d+\/[\w.-]+$/);
      const served = await request.get(new URL(image!).pathname);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toMatch(/^image\//);
    });
  });

  test('with JavaScript the page keeps one title and one description', async ({ page, request, company }) => {
    const zoe = await zoesObituary(request, company.director);
    await page.goto(`/obituaries/${zoe.id}/${zoe.nameSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(page).toHaveTitle(`${fullName} Obituary | Evergreen Funeral Homes`);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('[data-shell-head]')).toHaveCount(0);
  });
});

/** One event of the service schedule, found by its heading. */
const scheduleEvent = (page: Page, kind: string) =>
  page
    .getByRole('region', { name: 'Service schedule' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: kind }) });

test.describe('the service schedule, seen from Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("shows each event in its own zone, naming the Boise burial's zone only", async ({ page, request, company }) => {
    const zoe = await zoesObituary(request, company.director);
    await page.goto(`/obituaries/${zoe.id}/${zoe.nameSlug}`);
    const schedule = page.getByRole('region', { name: 'Service schedule' });
    await expect(schedule.getByRole('heading', { level: 3 })).toHaveText(['Visitation', 'Funeral service', 'Burial']);

    // Chapel events are in Los Angeles' own zone: no zone named.
    await expect(scheduleEvent(page, 'Visitation').getByText(/^5:00\s*–\s*7:00\sPM$/)).toBeVisible();
    await expect(scheduleEvent(page, 'Visitation')).toContainText(firstChapel.name);
    // The burial is at 2 pm in Boise, which is 1 pm here: the page says Boise's time and names its zone.
    const burial = scheduleEvent(page, 'Burial');
    await expect(burial.getByText(/^2:00\s*–\s*3:00\sPM\sM[SD]T$/)).toBeVisible();
    await expect(burial).toContainText('Morris Hill Cemetery');
    await expect(burial).toContainText('317 N Latah St');

    const map = burial.getByRole('link', { name: 'Map and directions: Morris Hill Cemetery' });
    const mapUrl = new URL((await map.getAttribute('href'))!);
    expect(mapUrl.origin).toBe('https://www.openstreetmap.org');
    expect(mapUrl.searchParams.get('query')).toContain('Morris Hill Cemetery, 317 N Latah St, Boise, ID');
    await expect(burial.getByRole('link', { name: 'Add to calendar: Burial' })).toHaveAttribute(
      'href',
      new RegExp(`^/api/web/obituaries/${zoe.id}/events/\\d+/calendar\\.ics$`),
    );
    // The link is the server's calendar file for this very event.
    const calendar = await request.get(
      (await burial.getByRole('link', { name: 'Add to calendar: Burial' }).getAttribute('href'))!,
    );
    expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toContain('LOCATION:Morris Hill Cemetery');
    await expect(schedule.getByRole('link', { name: 'Watch the livestream' })).toHaveAttribute('href', livestream);
    await expectAccessible(page);
  });
});

test.describe('the service schedule, seen from Boise', () => {
  test.use({ timezoneId: 'America/Boise' });

  test("names the chapel events' Pacific zone, and not the burial's own", async ({ page, request, company }) => {
    const zoe = await zoesObituary(request, company.director);
    await page.goto(`/obituaries/${zoe.id}/${zoe.nameSlug}`);
    await expect(scheduleEvent(page, 'Burial').getByText(/^2:00\s*–\s*3:00\sPM$/)).toBeVisible();
    await expect(scheduleEvent(page, 'Visitation').getByText(/^5:00\s*–\s*7:00\sPM\sP[SD]T$/)).toBeVisible();
  });
});

test('copies the obituary link with a visible confirmation, and offers email and social sharing', async ({
  page,
  context,
  request,
  company,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const zoe = await zoesObituary(request, company.director);
  await page.goto(`/obituaries/${zoe.id}/${zoe.nameSlug}?from=share`);
  const canonical = new URL(`/obituaries/${zoe.id}/${zoe.nameSlug}`, page.url()).href;

  const share = page.getByRole('region', { name: 'Share this obituary' });
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

  const email = new URL((await share.getByRole('link', { name: 'Email' }).getAttribute('href'))!);
  expect(email.protocol).toBe('mailto:');
  expect(email.searchParams.get('subject')).toBe(`In memory of ${fullName}`);
  expect(email.searchParams.get('body')).toContain(canonical);
  const facebook = new URL((await share.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href'))!);
  expect(facebook.searchParams.get('u')).toBe(canonical);
  const x = new URL((await share.getByRole('link', { name: 'Share on X' }).getAttribute('href'))!);
  expect(x.searchParams.get('url')).toBe(canonical);
  await expect(share.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('prints the person, the text and the schedule, without the site around them or the share buttons', async ({
  page,
  request,
  company,
}) => {
  const zoe = await zoesObituary(request, company.director);
  await page.goto(`/obituaries/${zoe.id}/${zoe.nameSlug}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByText('taught piano to three generations')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Service schedule' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: `About ${fullName}` })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(0, 0, 0)');
});
