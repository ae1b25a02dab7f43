import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoStoredXss, storedXssCorpus } from '../fixtures/stored-xss.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { familyCase, uniqueEmail, type FamilyMember } from './factories/family-cases.ts';
import type { StaffAccount } from './factories/staff-api.ts';
import { requestedCase } from './factories/requested-cases.ts';
import { familyToken, onlyCase, signIn } from './family-case-steps.ts';
import { mailsNow } from './mailbox.ts';
import { signInAsFamily } from './family-portal-steps.ts';

/*
 * A member invites a relative, the relative opens the mailed link, creates an account and
 * lands in the case; the family gives the relative a task and the relative marks it done. Every
 * test makes its own people in its own company (the `family` fixture, tests/e2e/factories/): a
 * task count, a name or a prefilled detail is what the test made, never the demo's. Every invitee's
 * address is this test's own, so its mail is found by recipient.
 */

const linkPattern = /https?:\/\/\S+(\/family-portal\/login\?invitation=[\w-]+)/;

/**
 * The login-page address (path and query) of the newest invitation mailed to `email` that this
 * test's company knows (a mail the server cannot find the invitation of is passed over).
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

test('a relative invited from the case home creates an account from the mail, lands in the case, and finishes a task given to them', async ({
  page,
  request,
  browser,
  baseURL,
  family,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page, request, family);
  const found = await onlyCase(request, token);
  await page.goto(found.path);
  const tasks = page.getByRole('table', { name: "The family's tasks" });
  await expect(tasks).toBeVisible();
  // A case the director has just made: none of its tasks is done yet.
  await expect(page.getByText('0 of 10 done')).toBeVisible();
  await expectAccessible(page);

  const email = uniqueEmail('ivy');
  // The form (and TanStack Form with it) loads when it is opened: the case home stays light (portal-budget.spec.ts).
  await page.getByRole('button', { name: 'Invite a relative' }).click();
  const invite = page.getByRole('form', { name: 'Invite a relative' });
  await expect(invite).toBeVisible();
  await expectAccessible(page);
  await invite.getByLabel(/^Their name/).fill('Ivy Penhallow');
  await invite.getByLabel(/^Their email/).fill(email);
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toHaveText(
    'Invitation sent to Ivy Penhallow.',
  );

  const ivy = await freshPage(browser, baseURL);
  await ivy.goto(await mailedLink(request, email));
  await expect(ivy.getByRole('heading', { level: 1, name: 'Join the family portal' })).toBeVisible();
  await expect(
    ivy.getByText(new RegExp(`${family.name} invited Ivy Penhallow to the .* family portal for`)),
  ).toBeVisible();
  await expect(ivy.getByLabel(/^Your name/)).toHaveValue('Ivy Penhallow');
  await expectAccessible(ivy);
  await ivy.getByLabel(/^Choose a password/).fill(password);
  await ivy.getByLabel(/^Repeat the password/).fill(password);
  await ivy.getByRole('button', { name: 'Create your account' }).click();
  await expect(ivy).toHaveURL(new RegExp(`${found.path}$`));
  await expect(ivy.getByRole('heading', { level: 1, name: found.decedentName })).toBeVisible();

  // The member takes the life details, then gives them to Ivy too; Ivy finishes them.
  const both = `${family.name} and Ivy Penhallow`;
  await page.goto(`${found.path}/task/add-details`);
  await expect(page.getByRole('heading', { level: 2, name: 'Add the life details' })).toBeVisible();
  await page.getByLabel('Give it to').selectOption({ label: family.name });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has this task now' })).toHaveText(
    `${family.name} has this task now.`,
  );
  await page.getByLabel('Give it to').selectOption({ label: 'Ivy Penhallow' });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has this task now' })).toHaveText(
    'Ivy Penhallow has this task now.',
  );
  await expect(page.getByText(`Who has it: ${both}`)).toBeVisible();
  // Each holder gives the task back, and takes it from the other (never from themself).
  const holders = (who: Page) => who.getByRole('list', { name: 'Who has this task' }).getByRole('button');
  await expect(holders(page)).toHaveText(['Give it back', 'Take it from Ivy Penhallow']);

  await ivy.getByRole('link', { name: 'Add the life details' }).click();
  await expect(ivy.getByText(`Who has it: ${both}`)).toBeVisible();
  await expect(holders(ivy)).toHaveText([`Take it from ${family.name}`, 'Give it back']);
  await ivy.getByRole('button', { name: 'Mark as done' }).click();
  await expect(ivy.getByText('Status: Done')).toBeVisible();
  await ivy.getByRole('link', { name: 'Back to the case' }).click();
  await expect(ivy.getByText('1 of 10 done')).toBeVisible();
  await expect(ivy.getByRole('row', { name: new RegExp(`Add the life details Done ${both}`) })).toBeVisible();
  await ivy.context().close();
});

/** What the family told the wizard about Harold: the add-details page starts from it. */
const planned = { dateOfBirth: '1941-03-02', placeOfBirth: 'Salem, Oregon', preferredName: 'Hal' };

test('the add-details page starts from what is known, saves as text, and marks its task done', async ({
  page,
  request,
  company,
}) => {
  test.setTimeout(60_000);
  const member = await requestedCase(request, company.director, {
    decedent: { firstName: 'Harold', middleName: 'James', lastName: 'Penhallow' },
    contact: { firstName: 'Rose', lastName: 'Penhallow' },
    answers: planned,
  });
  const token = await signIn(page, request, member);
  const found = await onlyCase(request, token);
  await page.goto(`${found.path}/task/add-details`);
  await expect(page.getByRole('heading', { level: 2, name: 'Add the life details' })).toBeVisible();
  await expect(page.getByLabel(/^Full name/)).toHaveValue(found.decedentName);
  await expect(page.getByLabel(/^Known as/)).toHaveValue(planned.preferredName);
  await expect(page.getByLabel(/^Date of birth/)).toHaveValue(planned.dateOfBirth);
  await expect(page.getByLabel(/^Place of birth/)).toHaveValue(planned.placeOfBirth);
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
  family,
}) => {
  const token = await signIn(page, request, family);
  const found = await onlyCase(request, token);
  const notFoundHeading = page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" });
  for (const address of ['bake-a-cake', 'review-stationery/wedding-cake', 'upload-photos/prayer-card']) {
    await page.goto(`${found.path}/task/${address}`);
    await expect(notFoundHeading).toBeVisible();
  }
  // The proof's page opens whether or not the funeral home has sent the proof yet (it says which).
  await page.goto(`${found.path}/TASK/Review-Stationery/Prayer-Card`);
  await expect(page.getByRole('link', { name: 'All proofs' })).toBeVisible();
  await expect(notFoundHeading).toBeHidden();
});
