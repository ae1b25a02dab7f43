import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoStoredXss, storedXssCorpus } from '../fixtures/stored-xss.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { familyCase, uniqueEmail, type FamilyMember } from './factories/family-cases.ts';
import type { StaffAccount } from './factories/staff-api.ts';
import { familyToken, onlyCase, rose, signIn } from './family-case-steps.ts';
import { mailsNow } from './mailbox.ts';
import { signInAsFamily } from './family-portal-steps.ts';

/*
 * Issue 13: a member invites a relative, the relative opens the mailed link, creates an account and
 * lands in the case; the family gives the relative a task and the relative marks it done. Every
 * invitee's address is this test's own, so its mail is found by recipient.
 */

const linkPattern = /https?:\/\/\S+(\/family-portal\/login\?invitation=[\w-]+)/;

/**
 * The login-page address (path and query) of the newest invitation mailed to `email` that this
 * test's company knows (a seeded address such as Daniel's gets mail from every company of the run).
 */
async function mailedLink(request: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsNow((candidate) => candidate.to.includes(email))).reverse()) {
          const match = linkPattern.exec(mail.text);
          const token = match?.[1] ? new URLSearchParams(match[1].split('?')[1]).get('invitation') : null;
          if (!token || (await request.get(`/api/family/invitation/${token}`)).status() !== 200) continue;
          link = match![1];
          return true;
        }
        return false;
      },
      { message: `an invitation of this company mailed to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

/** The test's own family member who invites: a case made by hand, its contact signed up from the mail. */
const inviter = (request: APIRequestContext, director: StaffAccount) =>
  familyCase(request, director, { decedentName: 'Arthur Edwin Penrose', contactName: 'Helen Penrose' });

/** Invites through the API, as the member: the link of the mail. */
async function inviteByApi(request: APIRequestContext, member: FamilyMember, name: string, email: string) {
  const token = await familyToken(request, member);
  const found = await onlyCase(request, token);
  const response = await request.post(`/api/family/cases/${found.id}/invite`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, email },
  });
  expect(response.status()).toBe(201);
  return { found, link: await mailedLink(request, email) };
}

/** A browser page of its own (nobody signed in) on the test's company. */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

const password = 'lantern-meadow-harbour-7714';

test('keyboard only: the invitation sign-up from the first field to the case', async ({ page, request, company }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('kay');
  const { found, link } = await inviteByApi(request, await inviter(request, company.director), 'Kay Penrose', email);
  await page.goto(link);
  const name = page.getByLabel(/^Your name/);
  await expect(name).toBeVisible();
  for (
    let presses = 0;
    presses < 15 && !(await name.evaluate((field) => field === document.activeElement));
    presses += 1
  )
    await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Choose a password/)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Repeat the password/)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${found.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: found.decedentName })).toBeVisible();
});

test('an invited name that looks like markup shows as text; a spent or unknown invitation says so', async ({
  page,
  request,
  company,
}) => {
  test.setTimeout(60_000);
  const name = storedXssCorpus[1];
  const { link } = await inviteByApi(request, await inviter(request, company.director), name, uniqueEmail('markup'));
  await page.goto(link);
  await expect(page.getByText(`invited ${name} to the`)).toBeVisible();
  await expectNoStoredXss(page);

  await page.goto('/family-portal/login?invitation=no-such-invitation');
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation no longer works' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This invitation has expired or was already used. Ask the family member who invited you to send a new one.',
  );
  await expectAccessible(page);
});

test('a relative with an account signs in on the invitation and joins the case', async ({ page, request, company }) => {
  test.setTimeout(60_000);
  // The relative has a case of their own; the member invites their address to the Penrose case.
  const relative = await familyCase(request, company.director, {
    decedentName: 'Grace Ellen Tanaka',
    contactName: 'Owen Tanaka',
  });
  const { found, link } = await inviteByApi(
    request,
    await inviter(request, company.director),
    relative.name,
    relative.email,
  );
  await page.goto(link);
  await expect(page.getByText(`Your account will be ${relative.email}.`)).toBeVisible();
  const join = page.getByRole('form', { name: 'Sign in and join' });
  await expect(join.getByLabel(/^Email/)).toHaveValue(relative.email);
  await join.getByLabel(/^Password/).fill(relative.password);
  await join.getByRole('button', { name: 'Sign in and join' }).click();
  await expect(page).toHaveURL(new RegExp(`${found.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: found.decedentName })).toBeVisible();
});

test('a staff session on an invitation must sign out before anyone joins', async ({ page, request, company }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('staff-opened');
  const { link } = await inviteByApi(request, await inviter(request, company.director), 'Clara Penrose', email);
  await page.goto('/family-portal/login');
  await signInAsFamily(page, company.staff);
  await expect(page.getByText('You are signed in with a staff account.', { exact: false })).toBeVisible();

  await page.goto(link);
  await expect(
    page.getByText('You are signed in with a staff account. Sign out to accept this invitation as a family member.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Create your account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept the invitation' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Create your account' })).toBeVisible();
});

test.describe('with the demo’s tasks', () => {
  // Still reads the demo's people (server/seed/evergreen); see docs/testing.md, "Tests own their data".
  // The task counts, the details prefilled from a planning request and the stationery proofs are the seed's.
  test.use({ companyData: 'demo' });

  test('a relative invited from the case home creates an account from the mail, lands in the case, and finishes a task given to them', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const token = await signIn(page, request, rose);
    const found = await onlyCase(request, token);
    await page.goto(found.path);
    const tasks = page.getByRole('table', { name: "The family's tasks" });
    await expect(tasks).toBeVisible();
    // The seed's done tasks on Harold's case: Rose's theme and her approval of the obituary.
    await expect(page.getByText('2 of 10 done')).toBeVisible();
    await expectAccessible(page);

    const email = uniqueEmail('ivy');
    const invite = page.getByRole('form', { name: 'Invite a relative' });
    await invite.getByLabel(/^Their name/).fill('Ivy Whitfield');
    await invite.getByLabel(/^Their email/).fill(email);
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toHaveText(
      'Invitation sent to Ivy Whitfield.',
    );

    const ivy = await freshPage(browser, baseURL);
    await ivy.goto(await mailedLink(request, email));
    await expect(ivy.getByRole('heading', { level: 1, name: 'Join the family portal' })).toBeVisible();
    await expect(ivy.getByText(/Rose Whitfield invited Ivy Whitfield to the .* family portal for/)).toBeVisible();
    await expect(ivy.getByLabel(/^Your name/)).toHaveValue('Ivy Whitfield');
    await expectAccessible(ivy);
    await ivy.getByLabel(/^Choose a password/).fill(password);
    await ivy.getByLabel(/^Repeat the password/).fill(password);
    await ivy.getByRole('button', { name: 'Create your account' }).click();
    await expect(ivy).toHaveURL(new RegExp(`${found.path}$`));
    await expect(ivy.getByRole('heading', { level: 1, name: found.decedentName })).toBeVisible();

    // Rose gives Ivy the life details; Ivy finishes them.
    await page.goto(`${found.path}/task/add-details`);
    await expect(page.getByRole('heading', { level: 2, name: 'Add the life details' })).toBeVisible();
    await page.getByLabel('Give it to').selectOption({ label: 'Ivy Whitfield' });
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'has this task now' })).toHaveText(
      'Ivy Whitfield has this task now.',
    );
    await expect(page.getByText('Who has it: Rose Whitfield and Ivy Whitfield')).toBeVisible();
    // Each holder gives the task back, and takes it from the other (issue 24: never from themself).
    const holders = (who: Page) => who.getByRole('list', { name: 'Who has this task' }).getByRole('button');
    await expect(holders(page)).toHaveText(['Give it back', 'Take it from Ivy Whitfield']);

    await ivy.getByRole('link', { name: 'Add the life details' }).click();
    await expect(ivy.getByText('Who has it: Rose Whitfield and Ivy Whitfield')).toBeVisible();
    await expect(holders(ivy)).toHaveText(['Take it from Rose Whitfield', 'Give it back']);
    await ivy.getByRole('button', { name: 'Mark as done' }).click();
    await expect(ivy.getByText('Status: Done')).toBeVisible();
    await ivy.getByRole('link', { name: 'Back to the case' }).click();
    await expect(ivy.getByText('3 of 10 done')).toBeVisible();
    await expect(
      ivy.getByRole('row', { name: /Add the life details Done Rose Whitfield and Ivy Whitfield/ }),
    ).toBeVisible();
    await ivy.context().close();
  });

  test('the add-details page starts from what is known, saves as text, and marks its task done', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request, rose);
    const found = await onlyCase(request, token);
    await page.goto(`${found.path}/task/add-details`);
    await expect(page.getByRole('heading', { level: 2, name: 'Add the life details' })).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toHaveValue(found.decedentName);
    await expect(page.getByLabel(/^Date of birth/)).toHaveValue('1941-03-02');
    await expect(page.getByText(/Last saved/)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByLabel(/^Children/).fill(storedXssCorpus.join('\n'));
    await page.getByLabel(/^Interests and passions/).fill(storedXssCorpus[2]);
    await page.getByRole('button', { name: 'Save the details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('The details are saved.');
    await expect(page.getByText('Status: Done')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Interests and passions/)).toHaveValue(storedXssCorpus[2]);
    await expect(page.getByText(/Last saved [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible();
    await expectNoStoredXss(page);
  });

  test('a task address that names no task page is the portal’s 404; a task page opens in any letter case', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request, rose);
    const found = await onlyCase(request, token);
    const notFoundHeading = page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" });
    for (const address of ['bake-a-cake', 'review-stationery/wedding-cake', 'upload-photos/prayer-card']) {
      await page.goto(`${found.path}/task/${address}`);
      await expect(notFoundHeading).toBeVisible();
    }
    await page.goto(`${found.path}/TASK/Review-Stationery/Prayer-Card`);
    await expect(page.getByRole('link', { name: 'All proofs' })).toBeVisible();
    await expect(notFoundHeading).toBeHidden();
  });
});
