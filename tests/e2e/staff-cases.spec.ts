import { expect, expectAccessible, expectAccessibleOnPhone, test } from './fixtures.ts';
import { waitForMails } from './mailbox.ts';

/*
 * Decision 0065: the console's cases. The director makes a case by hand for a family
 * that phoned, its contact invited; finds it by the contact's name; writes a life detail; invites a
 * relative and revokes the invitation. The list and the case page are scanned with axe, and the case
 * page with its invitations at 360 px (every-page-on-a-phone.spec.ts checks the rest at that width).
 */

test('the director makes a case by hand, finds it, writes a detail, and invites and revokes a relative', async ({
  page,
  company,
}) => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const contact = `cases-${unique}@family.example`;
  const relative = `relative-${unique}@family.example`;

  await page.goto('/staff/cases');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await page.getByLabel('Email').fill(company.director.email);
  await page.getByLabel(/^Password/).fill(company.director.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();

  await page.getByRole('button', { name: 'New case' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New case' })).toBeVisible();
  const newCase = page.getByRole('form', { name: 'New case' });
  await newCase.getByRole('button', { name: 'Open the case' }).click();
  await expect(newCase.getByRole('textbox', { name: /^Name of the person/ })).toHaveAccessibleDescription(
    /required|at least/i,
  );
  await newCase.getByRole('combobox', { name: /^Location/ }).selectOption({ index: 1 });
  await newCase.getByRole('textbox', { name: /^Name of the person/ }).fill('Beatrice Marlowe');
  await newCase.getByRole('textbox', { name: 'Their name' }).fill('Simon Marlowe');
  await newCase.getByRole('textbox', { name: 'Their email' }).fill(contact);
  await newCase.getByRole('button', { name: 'Open the case' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Beatrice Marlowe' })).toBeVisible();
  await expect(page.getByText(`The case is open. ${contact} was sent an invitation.`)).toBeVisible();
  const family = page.getByRole('region', { name: 'Family' });
  await expect(family.getByRole('list', { name: 'Invitations not used yet' })).toContainText('Simon Marlowe');
  await waitForMails((mail) => mail.to.includes(contact) && mail.text.includes('Beatrice Marlowe'), 1);

  // Found by the contact's name, in the list's search (kept in the address).
  await page.getByRole('link', { name: 'All cases' }).click();
  await page.getByRole('searchbox', { name: /^Name or email/ }).fill('simon marlowe');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=simon/);
  const list = page.getByRole('list', { name: 'Cases' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`Contact: Simon Marlowe (${contact})`);
  await expectAccessible(page);

  await list.getByRole('link', { name: 'Beatrice Marlowe' }).click();
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('textbox', { name: 'Place of birth' }).fill('Bath, England');
  await details.getByRole('button', { name: 'Save the details' }).click();
  await expect(page.getByText('The details are saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tasks' })).toContainText('Add the life details: Done');

  await family.getByRole('textbox', { name: 'Their name' }).fill('Clara Marlowe');
  await family.getByRole('textbox', { name: 'Their email' }).fill(relative);
  await family.getByRole('button', { name: 'Send the invitation', exact: true }).click();
  await expect(page.getByText('Invitation sent to Clara Marlowe.')).toBeVisible();
  await expect(family.getByRole('list', { name: 'Invitations not used yet' })).toContainText('Clara Marlowe');
  await expectAccessibleOnPhone(page);

  await family.getByRole('button', { name: 'Revoke the invitation to Clara Marlowe' }).click();
  await expect(page.getByText('The invitation to Clara Marlowe no longer works.')).toBeVisible();
  await expect(family.getByRole('list', { name: 'Invitations not used yet' })).not.toContainText('Clara Marlowe');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Details' }).getByRole('textbox', { name: 'Place of birth' }),
  ).toHaveValue('Bath, England');
});
