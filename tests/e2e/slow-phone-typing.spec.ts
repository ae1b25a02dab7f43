import type { Page } from '@playwright/test';
import { SANDBOX_APPROVE_CARD } from '#contract/sandbox-cards.ts';
import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { lilyBouquet } from '#tests/server/test-catalogue/shop.ts';
import { familyCase } from './factories/family-cases.ts';
import { daysAgo, publishedObituary } from './factories/obituaries.ts';
import { expect, phone, test } from './fixtures.ts';
import { obituaryPage } from './obituary-support.ts';
import { holdTheApp, openAsItAppears } from './hold-the-app.ts';
import { field } from './planning-steps.ts';
import { obituaryShop, openCheckout } from './shop-steps.ts';
import { startingWith } from './starting-with.ts';

/*
 * A visitor on a slow phone (Chromium's CPU throttled 6×, a 360 px screen) types, picks and taps at
 * at once as a server-rendered page appears, before the app has started, and goes on as it starts:
 * nothing of it may be lost (decision 0097, src/ui/hydration/form-hydrated.ts). With the boot of
 * before, what was typed before the app was wiped by the render that follows a form's hydration.
 */
test.use({ viewport: phone });

/** The page as it first appears on a slow phone, its app held on the way until `appArrives`. */
async function openOnSlowPhone(page: Page, url: string): Promise<{ appArrives: () => Promise<void> }> {
  const held = await holdTheApp(page);
  await openOnSlowCpu(page, url);
  return held;
}

/** The page on a phone whose CPU is 6× slower, as it first appears. */
async function openOnSlowCpu(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await openAsItAppears(page, url);
}

test('a memory typed before the app starts is shared whole', async ({ page, request, company }) => {
  const family = await familyCase(request, company.director, { decedentName: 'Clara Holm', contactName: 'Jonas Holm' });
  const obituary = await publishedObituary(request, company.director, {
    caseId: family.caseId,
    fullName: 'Clara Holm',
    diedOn: daysAgo(4),
  });
  const { appArrives } = await openOnSlowPhone(page, obituaryPage(obituary, '/memories'));
  const form = page.getByRole('form', { name: 'Share a memory of Clara Holm' });
  await form.getByRole('textbox', { name: 'Your name' }).pressSequentially('Robin Ek');
  await form.getByRole('textbox', { name: 'Your email' }).pressSequentially('robin.ek@example.net');
  await appArrives();
  // The rest is typed as the app starts.
  await form.getByRole('textbox', { name: 'Your memory' }).pressSequentially('She sang.');
  await form.getByRole('button', { name: 'Share memory' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you. Your memory was received and will appear here once the family has approved it.',
  );
});

test("/plan-now's first choice, made before the app starts, is kept", async ({ page }) => {
  const { appArrives } = await openOnSlowPhone(page, '/plan-now');
  await page.getByRole('radio', { name: "I'm planning ahead for myself" }).check();
  await appArrives();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/plan-now/locations');
});

test('a name typed in the obituary search before the app starts is searched for', async ({
  page,
  request,
  company,
}) => {
  await publishedObituary(request, company.director, { fullName: 'Elin Sofia Björnberg', diedOn: daysAgo(3) });
  await publishedObituary(request, company.director, { fullName: 'Mateo Ibáñez Ruiz', diedOn: daysAgo(9) });
  const { appArrives } = await openOnSlowPhone(page, '/obituaries');
  const search = page.getByRole('search', { name: 'Search obituaries' });
  await search.getByLabel('Name').pressSequentially('bjo');
  await appArrives();
  // Once the app has started, the search is its own, with what was typed before it.
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/obituaries\?q=bjo$/);
  await expect(page.getByRole('status')).toHaveText('1 obituary');
});

test('a gift ordered at once as the checkout appears is ordered as filled in', async ({ page, request, company }) => {
  test.slow();
  await openCheckout(page, await obituaryShop(request, company.director, 'Margaret Ann Sullivan'), lilyBouquet.name);
  // The checkout is the browser's to render (it reads the order's key kept in the tab): nothing can be
  // typed before the app, and everything typed at once as it appears is the order.
  await openOnSlowCpu(page, page.url());
  await field(page, 'Quantity').selectOption('2');
  await page.getByRole('radio', { name: startingWith(`Visitation at ${firstChapel.name}`) }).check();
  await field(page, 'Card message').pressSequentially('With love');
  await field(page, 'Your name').pressSequentially('Ruth Lindqvist');
  await field(page, 'Email').pressSequentially('ruth@example.com');
  await field(page, 'Phone').pressSequentially('+1 503 555 0142');
  await field(page, 'Card number').pressSequentially(SANDBOX_APPROVE_CARD);
  await field(page, 'Expiry date').pressSequentially('12/34');
  await field(page, 'Security code').pressSequentially('123');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you, Ruth Lindqvist' })).toBeVisible();
  await expect(page.getByText(`2 × ${lilyBouquet.name}`)).toBeVisible();
  await expect(page.getByText('With love', { exact: true })).toBeVisible();
});
