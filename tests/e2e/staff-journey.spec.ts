import type { Locator, Page } from '@playwright/test';
import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { expect, expectAccessible, expectAccessibleOnPhone, test } from './fixtures.ts';
import { waitForMails } from './mailbox.ts';
import { askForHelpNow, uniqueEmail } from './planning-steps.ts';

/*
 * The staff console's journey, from the README alone ("The staff console: http://localhost:3000/staff with a
 * staff login"): a family asks for help at /plan-now; a director signs in to the console, finds the
 * request first in the inbox, opens a case from it (its contact is invited), the contact joins from
 * the mail, and the director writes the case's obituary with a service, approves its text, marks it
 * ready and publishes it; a visitor finds it on /obituaries. In the console every step is taken with
 * the keyboard alone, and every console page is scanned with axe, and at 360 px in the states
 * every-page-on-a-phone.spec.ts does not reach.
 */

/** Tabs until `target` has the focus (at most 80 presses), then presses `key` ('' for none). */
async function reach(page: Page, target: Locator, key = 'Enter') {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  if (key) await page.keyboard.press(key);
}

test('a request from /plan-now becomes a case, its family joins, and its obituary is published: the console by keyboard', async ({
  page,
  browser,
  baseURL,
  company,
}) => {
  test.setTimeout(150_000);
  const contact = uniqueEmail('ada.vance');
  const decedent = 'Felix Aurelio Vance';

  // A family asks for help now, through the wizard.
  await askForHelpNow(page, {
    chapel: firstChapel.name,
    companyName: 'Evergreen Funeral Homes',
    contact: { first: 'Ada', last: 'Vance', email: contact, phone: '+1 503 555 0131' },
    decedent: { first: 'Felix Aurelio', last: 'Vance', diedOn: '2026-11-24' },
  });

  // The director, keyboard only, from the console's address.
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await expectAccessible(page);
  await reach(page, page.getByLabel('Email'), '');
  await page.keyboard.type(company.director.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(company.director.password);
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: /^Requests/ })).toContainText('(1 new)');
  await expectAccessible(page);

  await reach(page, nav.getByRole('link', { name: /^Requests/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Requests' });
  await expect(list.getByRole('listitem').first()).toContainText(decedent);
  await expectAccessible(page);
  await reach(page, list.getByRole('link', { name: decedent }));
  await expect(page.getByRole('heading', { level: 1, name: decedent })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText(contact);
  await expectAccessible(page);
  await reach(page, page.getByRole('button', { name: 'Open a case' }));
  await expect(page.getByRole('status')).toHaveText(
    `The case is open. ${contact} was sent an invitation to the family portal.`,
  );
  await reach(page, page.getByRole('link', { name: 'Go to the case' }));
  await expect(page.getByRole('heading', { level: 1, name: decedent })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations not used yet' })).toContainText(contact);
  await expectAccessibleOnPhone(page);

  // The contact joins from the mail, in a browser of their own.
  const [invitation] = await waitForMails(
    (mail) => mail.to.includes(contact) && mail.text.includes('/family-portal/login?invitation='),
    1,
  );
  const link = new URL(/https?:\/\/\S+invitation=\S+/.exec(invitation!.text)![0]);
  const family = await (await browser.newContext({ baseURL })).newPage();
  await family.goto(`${link.pathname}${link.search}`);
  await expect(family.getByLabel(/^Your name/)).toHaveValue('Ada Vance');
  await family.getByLabel(/^Choose a password/).fill('quiet-harbor-copper-kettle');
  await family.getByLabel(/^Repeat the password/).fill('quiet-harbor-copper-kettle');
  await family.getByLabel(/^Repeat the password/).press('Enter');
  await expect(family.getByRole('heading', { level: 1, name: decedent })).toBeVisible();
  await family.context().close();

  // Back in the console: a member now, and the case's obituary is written from its page.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('Ada Vance');
  await reach(page, page.getByRole('button', { name: 'Write the obituary' }));
  await expect(page.getByRole('heading', { level: 1, name: decedent })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expectAccessibleOnPhone(page);

  const form = page.getByRole('form', { name: 'Obituary' });
  // The date of passing the family gave on /plan-now is the obituary's date of death.
  await expect(form.getByLabel('Date of death')).toHaveValue('2026-11-24');
  await reach(page, form.getByRole('textbox', { name: 'Obituary text' }), '');
  await page.keyboard.type('Felix mended clocks for the whole street.');
  await reach(page, form.getByRole('button', { name: 'Add an event' }));
  const service = form.getByRole('group', { name: 'Event 1: Funeral service' });
  await reach(page, service.getByLabel('Starts'), '');
  // Month, day and year, then (a year takes up to six digits) the arrow to the time: 11:00 AM.
  await page.keyboard.type('12032026');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1100A');
  await expect(service.getByLabel('Starts')).toHaveValue('2026-12-03T11:00');
  await reach(page, form.getByRole('button', { name: 'Save' }));
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await reach(page, page.getByRole('button', { name: 'Approve the text for the family' }));
  await expect(page.getByRole('status')).toHaveText('The text is approved for the family.');
  await reach(page, page.getByRole('button', { name: 'Mark ready' }));
  await expect(page.getByRole('status')).toHaveText('The obituary is ready to publish.');
  await reach(page, page.getByRole('button', { name: 'Publish', exact: true }));
  await expect(page.getByRole('status')).toHaveText('The obituary is published.');
  await expectAccessibleOnPhone(page);

  // A visitor finds it.
  await page.goto('/obituaries?q=vance');
  const results = page.getByRole('list', { name: 'Search results' });
  await results.getByRole('link', { name: decedent }).click();
  await expect(page.getByRole('heading', { level: 1, name: decedent })).toBeVisible();
  await expect(page.getByText('Felix mended clocks for the whole street.')).toBeVisible();
  await expect(page.getByText('Funeral service')).toBeVisible();
});
