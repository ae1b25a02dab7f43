import { expect, expectAccessible, expectAccessibleOnPhone, test } from './fixtures.ts';
import { atCase, signInAsFamily } from './family-portal-steps.ts';
import { waitForMails } from './mailbox.ts';

/** Signing in: spec §2's guard over every /family-portal path, in any letter case. */

test('a portal path in any letter case asks for sign-in, then comes back with its query', async ({ page, family }) => {
  await page.goto('/Family-Portal/anything?x=1');
  await expect(page).toHaveURL((url) => url.pathname === '/family-portal/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/Family-Portal/anything?x=1');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);

  await signInAsFamily(page, family);
  await expect(page).toHaveURL((url) => url.pathname === '/Family-Portal/anything' && url.search === '?x=1');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('a signed-in family visiting the login page goes to the portal; signing out asks again', async ({
  page,
  family,
}) => {
  await page.goto('/family-portal/login');
  await signInAsFamily(page, family);
  await expect(page).toHaveURL(atCase(family));

  await page.goto('/family-portal/login');
  await expect(page).toHaveURL(atCase(family));

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/family-portal/login');
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('on a phone, a code from the mail signs the family in, kept on the device until they sign out', async ({
  page,
  context,
  family,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/family-portal/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `If a family account exists for that address, we have emailed it a 6-digit code. It works for 10 minutes. We sent it to ${family.email}.`,
  );
  const [mail] = await waitForMails(
    (received) => received.to.includes(family.email) && received.subject.endsWith('sign-in code'),
    1,
  );
  const code = /^(\d{6})$/m.exec(mail!.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expectAccessibleOnPhone(page);

  // Typed as a phone shows it in the mail, with a space; kept on this device.
  await page.getByLabel(/^Code/).fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await page.getByLabel('Keep me signed in on this device').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(atCase(family));

  // A link from a mail opens in a new tab: still signed in, no password asked.
  const fromMail = await context.newPage();
  await fromMail.goto(family.casePath);
  await expect(fromMail.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(fromMail).toHaveURL(atCase(family));

  // Signing out ends it on the device: the next link asks again.
  await fromMail.getByRole('button', { name: 'Sign out' }).click();
  await expect(fromMail).toHaveURL((url) => url.pathname === '/family-portal/login');
  const later = await context.newPage();
  await later.goto(family.casePath);
  await expect(later).toHaveURL((url) => url.pathname === '/family-portal/login');
});

test.describe('refused', () => {
  // The refused sign-in answers 401, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('a wrong password says so, and the form is usable by keyboard', async ({ page, family }) => {
    await page.goto('/family-portal/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the family portal' })).toBeVisible();
    await page.getByLabel('Email').fill(family.email);
    await page.getByLabel(/^Password/).fill('not-her-password');
    await page.getByLabel(/^Password/).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');
    await expect(page).toHaveURL((url) => url.pathname === '/family-portal/login');
    await expectAccessible(page);
  });
});

test('an empty form shows spec §5 words beside each field', async ({ page }) => {
  await page.goto('/family-portal/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('This field is required');
});

test('a staff session is no family session', async ({ page, company }) => {
  await page.goto('/family-portal/login');
  await signInAsFamily(page, company.staff);
  await expect(
    page.getByText('You are signed in with a staff account. Sign out to sign in as a family.'),
  ).toBeVisible();
  await page.goto('/family-portal/12/anything');
  await expect(page).toHaveURL((url) => url.pathname === '/family-portal/login');
});

test.describe('throttled', () => {
  // The refused sign-in is answered 429, which the browser logs; that is the point here.
  test.use({ expectedConsoleErrors: [/status of 429/] });

  test("after ten wrong passwords the form gives the machine's words for the wait", async ({
    page,
    request,
    family,
  }) => {
    // The guesses come from this machine's address, as the browser's sign-in does.
    for (let n = 0; n < 10; n += 1) {
      const guess = await request.post('/api/auth/login', { data: { email: family.email, password: `guess-${n}` } });
      expect(guess.status()).toBe(401);
    }
    await page.goto('/family-portal/login');
    await signInAsFamily(page, family);
    await expect(page.getByRole('alert')).toHaveText(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    await expect(page).toHaveURL((url) => url.pathname === '/family-portal/login');
  });
});

test.describe('session ended elsewhere', () => {
  // The focus refresh finds the session over: a 401, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('a session ended elsewhere is noticed when the window regains focus', async ({ page, request, family }) => {
    await page.goto('/family-portal/some/page?tab=2');
    await signInAsFamily(page, family);
    await expect(page).toHaveURL((url) => url.pathname === '/family-portal/some/page');

    // Signed out from somewhere else (another tab, a password reset): the server forgets the session.
    const token = await page.evaluate(() => window.sessionStorage.getItem('lantern.session-token'));
    expect((await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
      204,
    );
    // Nothing happens on a timer (spec §4): the page learns it when the window regains focus.
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page).toHaveURL((url) => url.pathname === '/family-portal/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/family-portal/some/page?tab=2');
  });
});
