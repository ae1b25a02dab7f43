import type { APIRequestContext, Page } from '@playwright/test';
import { STATEMENT_DISCLOSURE } from '#contract/family-statement.ts';
import { formatMoney } from '#contract/money.ts';
import {
  burialPackage,
  casket,
  containerSelector,
  cremationPackage,
  doveFolder,
  folderSelector,
  graveLiner,
  metalUrn,
  pewterFinish,
  urnSelector,
} from '#tests/server/test-catalogue/price-list.ts';
import { arrangePackage } from './factories/arrangements.ts';
import type { FamilyMember } from './factories/family-cases.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { startingWith } from './starting-with.ts';

/*
 * The family's arrangements, in Chromium against the real server: a family member mid-arrangement
 * (the burial package, its container and folder chosen, the casket's variant not picked, no purchaser;
 * made through the console's and the portal's calls) changes to the cremation package, completes it
 * with a selector's choice and a variant, enters the purchaser, reads the itemized statement and
 * signs once, however fast they click.
 */

interface OpenedCase {
  id: number;
  base: string;
  token: string;
}

/**
 * The family's case mid-arrangement, signed in through the API with the token kept where the app
 * keeps it (sessionStorage).
 */
async function openArrangingCase(page: Page, request: APIRequestContext, family: FamilyMember): Promise<OpenedCase> {
  await arrangePackage(request, family, burialPackage.name, [
    { selector: containerSelector.name, item: graveLiner.name },
    { selector: folderSelector.name, item: doveFolder.name },
  ]);
  const login = await request.post('/api/auth/login', { data: { email: family.email, password: family.password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const cases = await request.get('/api/family/cases', { headers: { Authorization: `Bearer ${token}` } });
  expect(cases.status()).toBe(200);
  const [first] = ((await cases.json()) as { items: Array<{ id: number; nameSlug: string }> }).items;
  await page.addInitScript((value) => window.sessionStorage.setItem('lantern.session-token', value), token);
  return { id: first!.id, base: `/family-portal/${first!.id}/${first!.nameSlug}/arrangements`, token };
}

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Arrangement' }).getByRole('link', { name, exact: true });

const line = (page: Page, name: RegExp | string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('a family chooses a package, completes it, names the purchaser, reads the statement and signs once', async ({
  page,
  request,
  family,
}) => {
  const opened = await openArrangingCase(page, request, family);
  await page.goto(opened.base);
  await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();
  await expect(page.getByText('Your chosen package')).toBeVisible();
  // Spec §9's tabs, the statement's being its review: one "Statement" on the page, the case's.
  await expect(page.getByRole('navigation', { name: 'Arrangement', exact: true }).getByRole('link')).toHaveText([
    'Packages',
    'Selections',
    'Details',
    'Review and sign',
  ]);
  await expect(page.getByRole('link', { name: 'Statement', exact: true })).toHaveCount(1);
  await expectAccessible(page);

  // Another package: the server is asked to select it, and its lines replace the burial's.
  const chosen = page.waitForResponse((r) => r.url().includes('/packages/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: `Choose ${cremationPackage.name}` }).click();
  expect((await chosen).status()).toBe(200);
  await expect(
    page.getByRole('article', { name: cremationPackage.name }).getByText('Your chosen package'),
  ).toBeVisible();

  await tab(page, 'Selections').click();
  await expect(page.getByRole('heading', { name: 'Selections', level: 3 })).toBeVisible();
  await expectAccessible(page);
  // A selector's choice, then the chosen urn's variant.
  // The radios follow the server's answer (the machine's arrangement), so they are clicked, then read.
  await page.getByRole('group', { name: urnSelector.name }).getByLabel(startingWith(metalUrn.name)).click();
  const variant = page
    .getByRole('group', { name: `Choose a variant of ${metalUrn.name}` })
    .getByLabel(startingWith(pewterFinish.name));
  await variant.click();
  await expect(variant).toBeChecked();
  // What was chosen, not a bare "Complete".
  await expect(line(page, metalUrn.name)).toContainText(`Chosen: ${metalUrn.name}, ${pewterFinish.name}`);
  // The folder's design, if the package leaves it open.
  const folder = page.getByRole('group', { name: folderSelector.name });
  if (await folder.count()) await folder.getByRole('radio').first().click();
  await expect(page.getByText(/^Choose (a variant|an item) for/)).toHaveCount(0);

  await tab(page, 'Details').click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save the purchaser' }).click();
  await expect(page.getByLabel(/^Full name/)).toHaveAccessibleDescription('This field is required');
  const purchaser = {
    'Full name': 'Rose Penhallow',
    'Relationship to the deceased': 'Wife',
    Address: '18 Alder Lane',
    City: 'Portland',
    State: 'OR',
    'ZIP code': '97205',
    Phone: '(503) 555-0123',
    Email: 'rose.penhallow@family.example',
  };
  for (const [label, value] of Object.entries(purchaser))
    await page.getByLabel(new RegExp(`^${label} \\(required\\)`)).fill(value);
  await page.getByRole('button', { name: 'Save the purchaser' }).click();
  await expect(page.getByRole('status').filter({ hasText: "The purchaser's details are saved." })).toBeVisible();

  await page.getByRole('link', { name: 'Continue to review' }).click();
  await expect(page.getByRole('heading', { name: 'Review and sign' })).toBeVisible();
  await expect(page.getByText(STATEMENT_DISCLOSURE)).toBeVisible();
  const statement = await request.get(`/api/family/cases/${opened.id}/statement`, {
    headers: { Authorization: `Bearer ${opened.token}` },
  });
  const money = (await statement.json()) as {
    subtotalCents: number;
    taxCents: number;
    cashAdvanceCents: number;
    totalCents: number;
  };
  expect(money.totalCents).toBe(money.subtotalCents + money.taxCents + money.cashAdvanceCents);
  await expect(page.getByRole('table').last()).toContainText(formatMoney(money.totalCents));
  await expectAccessible(page);

  // A double click signs once: one request, one key.
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/contract/submit')) submits.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.getByLabel("Type the purchaser's full name").fill('Rose Penhallow');
  await page.getByLabel(/I have read the statement/).check();
  await page.getByRole('button', { name: 'Sign the statement' }).dblclick();
  await expect(page.getByText(/^Signed on /).first()).toBeVisible();
  expect(submits).toHaveLength(1);
  expect(submits[0]).toMatch(/^sign-/);

  // Read-only from now on.
  await tab(page, 'Packages').click();
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
  await tab(page, 'Selections').click();
  await expect(page.getByRole('button', { name: 'Update quantity' }).first()).toBeDisabled();
});

test('an arrangements page opened by a link or a reload waits for the arrangement; only a failed load goes to the root', async ({
  page,
  request,
  family,
}) => {
  const opened = await openArrangingCase(page, request, family);
  // The case home's next step opens the selections, not the packages.
  await page.goto(opened.base.replace(/\/arrangements$/, ''));
  await page.getByRole('link', { name: 'Complete your selections' }).click();
  await expect(page).toHaveURL(new RegExp(`${opened.base}/selections$`));
  await expect(page.getByRole('heading', { name: 'Selections', level: 3 })).toBeVisible();
  // A reload, and a link straight to each page, load the arrangement on the way in and stay there.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Selections', level: 3 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${opened.base}/selections$`));
  for (const [path, heading] of [
    ['details', 'The purchaser'],
    ['review', 'Review and sign'],
  ] as const) {
    await page.goto(`${opened.base}/${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${opened.base}/${path}$`));
  }
  // Only an arrangement that cannot be loaded sends the family to the root, where they can try again.
  const arrangementCall = (url: URL) => url.pathname === `/api/family/arrangements/${opened.id}`;
  await page.route(arrangementCall, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`${opened.base}/selections`);
  await expect(page).toHaveURL(new RegExp(`${opened.base}$`));
  await expect(page.getByText('Your arrangement could not be loaded.')).toBeVisible();
  await page.unroute(arrangementCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Your chosen package')).toBeVisible();

  // Coming back from the case home reads the arrangement again; moving between its pages does not.
  const caseNav = page.getByRole('navigation', { name: /^Arrangements for / });
  await caseNav.getByRole('link', { name: 'Home', exact: true }).click();
  // Arrived home (its own content): going back now is a return, not a change of mind mid-navigation.
  await expect(page.getByRole('region', { name: 'Where you stand' })).toBeVisible();
  const reread = page.waitForResponse((r) => r.url().endsWith(`/api/family/arrangements/${opened.id}`));
  await caseNav.getByRole('link', { name: 'Arrangements', exact: true }).click();
  expect((await reread).status()).toBe(200);
  await expect(page.getByText('Your chosen package')).toBeVisible();

  // The item page, reached from a line: its details and variants, and an axe scan.
  await tab(page, 'Selections').click();
  await page.getByRole('link', { name: startingWith(`About ${casket.name}`) }).click();
  await expect(page).toHaveURL(/\/arrangements\/item\?itemId=\d+&lineId=\d+$/);
  await expect(page.getByRole('heading', { name: casket.name, level: 3 })).toBeVisible();
  await expect(page.getByRole('group', { name: `Choose a variant of ${casket.name}` }).getByRole('radio')).toHaveCount(
    casket.variants.length,
  );
  await expectAccessible(page);
});

test('keyboard only: package, selections, purchaser and signature', async ({ page, request, family }) => {
  const opened = await openArrangingCase(page, request, family);
  await page.goto(opened.base);
  await expect(page.getByText('Your chosen package')).toBeVisible();
  /** Tabs until the element named `name` has focus, then presses `key`. */
  const reach = async (locator: ReturnType<Page['getByRole']>, key = 'Enter') => {
    for (let i = 0; i < 200; i += 1) {
      if (await locator.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(locator).toBeFocused();
    if (key) await page.keyboard.press(key);
  };
  await reach(tab(page, 'Selections'));
  await expect(page.getByRole('heading', { name: 'Selections', level: 3 })).toBeVisible();
  // The casket's variant: a radio group takes Space on its first radio; focus stays on it while it saves.
  const firstVariant = page
    .getByRole('group', { name: /Choose a variant of/ })
    .getByRole('radio')
    .first();
  await reach(firstVariant, 'Space');
  await expect(firstVariant).toBeChecked();
  await expect(firstVariant).toBeFocused();
  await expect(page.getByText(/^Choose (a variant|an item) for/)).toHaveCount(0);
  await reach(tab(page, 'Details'));
  await reach(page.getByLabel(/^Full name/), '');
  const values = [
    'Rose Penhallow',
    'Wife',
    '18 Alder Lane',
    '',
    'Portland',
    'OR',
    '97205',
    '(503) 555-0123',
    'rose.penhallow@family.example',
  ];
  for (const [index, value] of values.entries()) {
    if (value) await page.keyboard.type(value);
    if (index < values.length - 1) await page.keyboard.press('Tab');
  }
  // Every field holds what was typed before the form is sent from the keyboard.
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Rose Penhallow');
  await expect(page.getByLabel(/^Email/)).toHaveValue('rose.penhallow@family.example');
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await page.keyboard.press('Enter');
  // The save waits for a change still on its way (the variant picked above) before it goes: under
  // load that takes longer than an expectation's usual 5 s.
  await expect(page.getByRole('status').filter({ hasText: "The purchaser's details are saved." })).toBeVisible({
    timeout: 15_000,
  });
  await reach(page.getByRole('link', { name: 'Continue to review' }));
  await reach(page.getByLabel("Type the purchaser's full name"), '');
  await page.keyboard.type('Rose Penhallow');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign the statement' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Signed on /).first()).toBeVisible();
});
