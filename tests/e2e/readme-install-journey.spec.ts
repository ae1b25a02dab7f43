import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { e2ePort, e2eSmtpPort } from '../setup/e2e-mail.ts';
import { expect, phone, test } from './fixtures.ts';
import { waitForMails } from './mailbox.ts';
import { askForHelpNow, uniqueEmail } from './planning-steps.ts';

/*
 * A funeral home's first day, from the README alone: "Installing for your funeral home" run as written (its
 * `npm run company -- create` command, taken from the README itself), `npm run serve` with no payment
 * settings and a real SMTP server (the suite's), then a phone request from /plan-now that reaches a
 * person at the funeral home, the owner's first sign-in from the printed link, the case and its family,
 * the family signing and sent on to pay (no card processor: the funeral home's words, nothing recorded
 * as paid), and a check and a refund that read the same in the console and on the family's statement,
 * their lines adding up to Paid.
 */

const port = e2ePort() + 7;
const dataDir = `.tmp/readme-journey-${port}`;
const origin = `http://harbor.localhost:${port}`;
let server: ChildProcess | undefined;
let ownerLinkPath = '';

/** The README's `npm run company -- create …` command, as written there. */
function readmeCreateCommand(): string {
  const readme = readFileSync('README.md', 'utf8');
  const block = /```sh\n(npm run company -- create[\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README: no `npm run company -- create` block');
  return block[1]!.replace(/\\\n\s*/g, ' ').trim();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort()}`,
    LOG_LEVEL: 'warn',
  } as Record<string, string | undefined>;
  // No payment settings at all: what an install made by the README has.
  delete env.PAYMENT_PROVIDER;
  delete env.STRIPE_SECRET_KEY;
  delete env.DEMO_SEED;
  const printed = execFileSync('sh', ['-c', readmeCreateCommand()], { env, encoding: 'utf8' });
  ownerLinkPath = new URL(/https?:\/\/\S+\/staff\/invitation\/\S+/.exec(printed)![0]).pathname;
  server = spawn(process.execPath, ['dist/server.mjs'], {
    // No grace on SIGTERM: a retried run starts its own server on the same port at once.
    env: { ...env, PORT: String(port), NODE_ENV: 'production', SHUTDOWN_GRACE_SECONDS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
      timeout: 30_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

async function freshPage(page: Page): Promise<Page> {
  const context = await page.context().browser()!.newContext({ baseURL: origin });
  return context.newPage();
}

test('a first day as the README installs it: a request reaches a person; no card processor, nothing paid; a check and a refund read alike', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const contact = uniqueEmail('mara.quill');
  const decedent = 'Tobias Quill';

  // A family asks for help now, on a phone (the fixture's page: it waits for /plan-now to hydrate).
  await page.setViewportSize(phone);
  await askForHelpNow(page, {
    origin,
    chapel: 'Harbor Light Chapel',
    companyName: 'Harbor Light Funeral Home',
    contact: { first: 'Mara', last: 'Quill', email: contact, phone: '+1 207 555 0131' },
    decedent: { first: 'Tobias', last: 'Quill', diedOn: '2026-12-01' },
  });

  // The chapel has no email: the request reaches the notification email the README's command names.
  const notified = readmeCreateCommand().match(/--notification-email (\S+)/)![1]!;
  const [notice] = await waitForMails((mail) => mail.to.includes(notified) && mail.text.includes(contact), 1);
  expect(notice!.subject).toMatch(/^At need: /);

  // The owner chooses a password from the printed link and is signed in to the console.
  const owner = await freshPage(page);
  await owner.goto(ownerLinkPath);
  await owner.getByLabel(/^Choose a password/).fill('harbor-light-tide-7731');
  await owner.getByLabel(/^Repeat the password/).fill('harbor-light-tide-7731');
  await owner.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  // Until the owner has done them, the console's home lists what is left before families find them.
  await expect(owner.getByRole('heading', { name: 'Before families find you' })).toBeVisible();

  // The request becomes a case; its contact is invited and joins from the mail.
  await owner.goto('/staff/requests');
  await owner.getByRole('link', { name: decedent }).click();
  await owner.getByRole('button', { name: 'Open a case' }).click();
  await owner.getByRole('link', { name: 'Go to the case' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: decedent })).toBeVisible();
  const [invitation] = await waitForMails(
    (mail) => mail.to.includes(contact) && mail.text.includes('/family-portal/login?invitation='),
    1,
  );
  const link = new URL(/https?:\/\/\S+invitation=\S+/.exec(invitation!.text)![0]);
  const family = await freshPage(page);
  await family.setViewportSize(phone);
  await family.goto(`${link.pathname}${link.search}`);
  await family.getByLabel(/^Choose a password/).fill('quill-harbor-lantern-2204');
  await family.getByLabel(/^Repeat the password/).fill('quill-harbor-lantern-2204');
  await family.getByLabel(/^Repeat the password/).press('Enter');
  await expect(family.getByRole('heading', { level: 1, name: decedent })).toBeVisible();

  // The family arranges on the phone: a package, its open choices, the purchaser (filled from the request), signing.
  const caseBase = new URL(family.url()).pathname.replace(/\/$/, '');
  await family.goto(`${caseBase}/arrangements`);
  await family.getByRole('button', { name: 'Choose Cremation with memorial' }).click();
  await expect(
    family.getByRole('article', { name: 'Cremation with memorial' }).getByText('Your chosen package'),
  ).toBeVisible();
  const tab = (name: string) =>
    family.getByRole('navigation', { name: 'Arrangement' }).getByRole('link', { name, exact: true });
  await tab('Selections').click();
  const urn = family.getByRole('group', { name: /Choose .*urn/i }).getByLabel(/^Brass urn/);
  const finish = family
    .getByRole('group', { name: /Choose a variant of Brass urn/i })
    .getByLabel(/^Brushed pewter finish/);
  const folder = family
    .getByRole('group', { name: /folder/i })
    .getByRole('radio')
    .first();
  /**
   * Chooses `choice` while it is shown unchosen, until `settled` holds: one change at a time, each saved
   * before the next (a radio is disabled while a change is on its way, and a click made while the page
   * redrew from a save could be lost under load), never waiting on a picker that went once it was chosen.
   */
  const chooseUntil = (choice: Locator, settled: () => Promise<void>) =>
    expect(async () => {
      if ((await choice.count()) && !(await choice.isChecked())) await choice.click({ timeout: 2_000 });
      await settled();
    }).toPass({ timeout: 15_000 });
  // The urn's finish shows once the urn is saved; a folder design, if the package has one, is open from the start.
  await chooseUntil(urn, () => expect(finish).toBeVisible({ timeout: 3_000 }));
  await chooseUntil(finish, () =>
    expect(family.getByText('Choose a variant for Brass urn')).toHaveCount(0, { timeout: 3_000 }),
  );
  await chooseUntil(folder, () =>
    expect(family.getByText(/^Choose (a variant|an item) for/)).toHaveCount(0, { timeout: 3_000 }),
  );
  await tab('Details').click();
  await expect(family.getByLabel(/^Full name \(required\)/)).toHaveValue('Mara Quill');
  await expect(family.getByLabel(/^Email \(required\)/)).toHaveValue(contact);
  for (const [label, value] of Object.entries({
    'Relationship to the deceased': 'Daughter',
    Address: '4 Pier Road',
    City: 'Portland',
    State: 'ME',
    'ZIP code': '04101',
  })) {
    const input = family.getByLabel(new RegExp(`^${label} \\(required\\)`));
    if (!(await input.inputValue())) await input.fill(value);
  }
  await family.getByRole('button', { name: 'Save the purchaser' }).click();
  await expect(family.getByRole('status').filter({ hasText: "The purchaser's details are saved." })).toBeVisible();
  await family.getByRole('link', { name: 'Continue to review' }).click();
  await family.getByLabel("Type the purchaser's full name").fill('Mara Quill');
  await family.getByLabel(/I have read the statement/).check();
  await family.getByRole('button', { name: 'Sign the statement' }).click();
  await expect(family.getByText(/^Signed on /).first()).toBeVisible();
  // Sent on to pay: with no card processor, how to pay the funeral home instead, and no card form.
  await expect(family.getByText('This funeral home does not take card payments online.')).toBeVisible();
  await expect(family.getByRole('link', { name: 'Make a payment' })).toHaveCount(0);
  expect(await family.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

  // Nothing is recorded as paid.
  await family.goto(`${caseBase}/statement`);
  await expect(family.getByText('No payments yet.')).toBeVisible();

  // The owner records a $500 check and refunds $300 of it.
  await owner.reload();
  const record = owner.getByRole('form', { name: 'Record a payment' });
  await record.getByRole('combobox', { name: /^Paid by/ }).selectOption('Check');
  await record.getByRole('textbox', { name: /^Amount in dollars/ }).fill('500');
  await record.getByRole('textbox', { name: /^Check number/ }).fill('1042');
  await record.getByRole('button', { name: 'Record the payment' }).click();
  await expect(owner.getByText(/Check payment of \$500\.00 recorded/)).toBeVisible();
  await owner.getByRole('button', { name: 'Refund up to $500.00 of this check' }).click();
  const refund = owner.getByRole('form', { name: /^Refund payment/ });
  await refund.getByRole('textbox', { name: /^Amount to refund/ }).fill('300');
  await refund.getByRole('textbox', { name: /^Reason/ }).fill('Overpaid by mistake');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(owner.getByText('$300.00 refunded.')).toBeVisible();
  // What is left to refund is offered, not what was paid.
  await expect(owner.getByRole('button', { name: 'Refund up to $200.00 of this check' })).toBeVisible();

  // The console and the family's statement read the same lines, adding up to the same Paid.
  const lines = async (where: Page, caption: string) =>
    (await where.getByRole('table', { name: caption }).getByRole('row').allTextContents()).slice(1);
  await expect(owner.getByRole('table', { name: 'Payments of the case' })).toContainText('Refunded');
  const consoleLines = await lines(owner, 'Payments of the case');
  await family.reload();
  await expect(family.getByRole('table', { name: 'Payments' })).toContainText('Refunded');
  const familyLines = await lines(family, 'Payments');
  expect(familyLines).toEqual(consoleLines);
  expect(familyLines.map((line) => line.replace(/^\w+ \d+, \d{4}/, ''))).toEqual([
    'Check no. 1042Received$500.00',
    'Refund of check no. 1042Refunded−$300.00',
    'Paid$200.00',
  ]);
  await expect(family.getByText('Paid', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    '$200.00',
  );
});
