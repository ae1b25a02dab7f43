import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, expectAccessibleOnPhone, test } from './fixtures.ts';
import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { familyCase, uniqueEmail } from './factories/family-cases.ts';
import { waitForMails } from './mailbox.ts';

/*
 * Decision 0062: the staff console. The owner signs in, invites an office staff member, who
 * joins from the mailed link and sees only what the role allows; the owner disables the account and
 * its session is refused. Every console page is scanned with axe, and at 360 px where
 * every-page-on-a-phone.spec.ts does not reach it (another role's view); one pass uses the keyboard alone. Each test's company has an owner, a director and office staff (`company.owner`…).
 */

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

/** How the console's home greets an account: by the first word of its name. */
const firstName = (name: string) => name.split(' ')[0]!;

// A refused sign-in and a refused session check answer 401, which the browser logs.
test.use({ expectedConsoleErrors: [/status of 401/] });

async function signIn(page: Page, account: { email: string; password: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A browser page of its own (its own tab storage: nobody signed in) on the test's company. */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The path of the invitation link mailed to `email` (an address only this test uses). */
async function invitationPath(email: string) {
  const [mail] = await waitForMails((candidate) => candidate.to.includes(email), 1);
  const match = /https?:\/\/\S+(\/staff\/invitation\/[\w-]+)/.exec(mail!.text);
  expect(match, 'an invitation link in the mail').not.toBeNull();
  return match![1]!;
}

const memberCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

test('the owner invites an office staff member, who joins from the mail and sees what the role allows, until disabled', async ({
  page,
  browser,
  baseURL,
  company,
}) => {
  const OWNER = company.owner;
  test.setTimeout(120_000);

  // The console asks for sign-in first, then opens the page that was asked for.
  await page.goto('/staff/team');
  await expect(page).toHaveURL(/\/staff\/sign-in\?redirect=%2Fstaff%2Fteam$/);
  await expectAccessible(page);
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/team$/);
  await expect(page.getByRole('banner')).toContainText('Evergreen Funeral Homes');
  await expect(page.getByRole('banner')).toContainText(`${OWNER.name}, Owner`);
  await expect(consoleNav(page).getByRole('link')).toHaveText([
    'Home',
    'Calendar',
    /^Requests/,
    'Cases',
    'Obituaries',
    /^Memories/,
    /^Orders/,
    'Products',
    'Price list',
    'Pictures',
    'Reports',
    'Team',
    'Settings',
  ]);
  await expectAccessible(page);

  // Settings: a chapel added through its form is listed under its location (decision 0125).
  await consoleNav(page).getByRole('link', { name: 'Settings' }).click();
  const chapels = page.getByRole('region', { name: 'Chapels and hearses' });
  await chapels.getByText('Add a chapel').click();
  const newChapel = chapels.getByRole('form', { name: 'New chapel' });
  await newChapel.getByRole('textbox', { name: 'Name' }).fill('Garden room');
  await newChapel.getByRole('combobox', { name: /^Location/ }).selectOption({ label: firstChapel.name });
  await newChapel.getByRole('button', { name: 'Add the chapel' }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText('Garden room is saved.');
  await expect(chapels.getByRole('list', { name: `Chapels of ${firstChapel.name}` })).toContainText('Garden room');
  await expect(chapels.getByText('Add a chapel')).toBeFocused();
  await expectAccessibleOnPhone(page);

  await consoleNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName(OWNER.name)}` })).toBeVisible();
  await expect(page.getByText('You are signed in as Owner.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Manage the staff accounts/ })).toBeVisible();
  await expectAccessible(page);

  // Invite.
  await consoleNav(page).getByRole('link', { name: 'Team' }).click();
  const email = uniqueEmail('jordan');
  const invite = page.getByRole('form', { name: 'Invite a staff member' });
  await invite.getByLabel(/^Name/).fill('Jordan Avery');
  await invite.getByLabel(/^Email/).fill(email);
  await invite.getByLabel('Role').selectOption({ label: 'Office staff' });
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status')).toHaveText('Invitation sent to Jordan Avery.');
  const card = memberCard(page, 'Jordan Avery');
  await expect(card).toContainText(email);
  await expect(card).toContainText(/Invited: the link works until/);
  await expect(card).toContainText(`Invited by ${OWNER.name}`);
  await expectAccessibleOnPhone(page);

  // The invitee opens the mailed link in a browser of their own, chooses a password and is signed in.
  const member = await freshPage(browser, baseURL);
  await member.goto(await invitationPath(email));
  await expect(member.getByRole('heading', { level: 1, name: 'Join the Evergreen Funeral Homes staff' })).toBeVisible();
  await expect(member.getByText(`${OWNER.name} invited you`)).toContainText('as Office staff');
  await expectAccessible(member);
  await expect(member.getByLabel(/^Your name/)).toHaveValue('Jordan Avery');
  const password = 'harbor-willow-lantern-5583';
  await member.getByLabel(/^Choose a password/).fill(password);
  await member.getByLabel(/^Repeat the password/).fill(password);
  await member.getByRole('button', { name: 'Join and sign in' }).click();

  // Office staff: Home only; the team page is refused.
  await expect(member.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  await expect(member.getByRole('banner')).toContainText('Jordan Avery, Office staff');
  await expect(consoleNav(member).getByRole('link')).toHaveText([
    'Home',
    'Calendar',
    /^Requests/,
    'Obituaries',
    /^Memories/,
    /^Orders/,
    'Pictures',
  ]);
  await expect(member.getByText('Manage the staff accounts', { exact: false })).toHaveCount(0);
  await expect(member.getByRole('link', { name: 'Website builder' })).toBeVisible();
  await expectAccessibleOnPhone(member);
  await member.goto('/staff/team');
  await expect(member.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  await expect(member.getByRole('alert')).toHaveText('Your role does not allow this.');
  await expectAccessibleOnPhone(member);
  await member.goto('/staff/no-such-page');
  await expect(member.getByRole('heading', { level: 1, name: 'No such page in the console' })).toBeVisible();
  await expectAccessible(member);
  await member.getByRole('link', { name: "Back to the console's home" }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();

  // The owner sees the member active, and disables the account (a confirmation first).
  await page.reload();
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Joined');
  await card.getByRole('button', { name: 'Disable Jordan Avery' }).click();
  await card.getByRole('button', { name: 'Disable Jordan Avery now: their sessions end' }).click();
  await expect(page.getByRole('status')).toHaveText("Jordan Avery's account is disabled: their sessions have ended.");
  await expect(card).toContainText('Disabled');
  await expect(card).toContainText(`Disabled by ${OWNER.name}`);
  await expect(card.getByRole('button', { name: 'Enable Jordan Avery' })).toBeVisible();

  // The member's session is refused at once: the next check (the window regaining focus) signs them out.
  await member.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(member.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await expect(member).toHaveURL(/\/staff\/sign-in\?redirect=%2Fstaff$/);
  await signIn(member, { email, password });
  await expect(member.getByRole('alert')).toHaveText('Email or password is incorrect');
  await member.context().close();
});

test('a family account signing in here is told this is the staff console and where its portal is', async ({
  page,
  request,
  company,
}) => {
  const family = await familyCase(request, company.director, {
    decedentName: 'Harold James Whitfield',
    contactName: 'Rose Whitfield',
  });
  await page.goto('/staff');
  await signIn(page, family);
  await expect(page.getByRole('heading', { level: 1, name: 'This is the staff console' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText("your family's pages are in the family portal");
  await expectAccessibleOnPhone(page);
  await page.getByRole('link', { name: 'Go to the family portal' }).click();
  await expect(page).toHaveURL(family.casePath);
});

test('a director sees Home and no Team; forgot password leads to the staff reset page', async ({ page, company }) => {
  await page.goto('/staff/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/staff\/password-reset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText('Enter the email address of your staff account.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signIn(page, company.director);
  await expect(page.getByRole('banner')).toContainText(`${company.director.name}, Funeral director`);
  await expect(consoleNav(page).getByRole('link')).toHaveText([
    'Home',
    'Calendar',
    /^Requests/,
    'Cases',
    'Obituaries',
    /^Memories/,
    /^Orders/,
    'Products',
    'Price list',
    'Pictures',
    'Reports',
  ]);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
});

test('keyboard only: sign in, the navigation, and the menu on a phone', async ({ page, company }) => {
  const OWNER = company.owner;
  await page.goto('/staff/sign-in?redirect=/staff');
  /** Tabs until `locator` has focus (at most 40 presses), then presses `key`. */
  const reach = async (locator: ReturnType<Page['getByRole']>, key = 'Enter') => {
    for (let i = 0; i < 40; i += 1) {
      if (await locator.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(locator).toBeFocused();
    if (key) await page.keyboard.press(key);
  };
  await reach(page.getByLabel('Email'), '');
  await page.keyboard.type(OWNER.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(OWNER.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName(OWNER.name)}` })).toBeVisible();

  // The first Tab offers the skip link; the navigation is reached in order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the page' })).toBeFocused();
  await reach(consoleNav(page).getByRole('link', { name: 'Team' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(consoleNav(page).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');

  // On a phone the navigation is behind the Menu button: open, follow a link, and Escape closes it.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(consoleNav(page)).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await reach(menu);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await reach(consoleNav(page).getByRole('link', { name: 'Home' }));
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName(OWNER.name)}` })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await reach(menu);
  await reach(consoleNav(page).getByRole('link', { name: 'Team' }), '');
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(consoleNav(page)).toBeHidden();
});
