import type { APIRequestContext } from '@playwright/test';
import { chapels } from './factories/chapels.ts';
import { uniqueEmail } from './factories/family-cases.ts';
import { staffApi } from './factories/staff-api.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { waitForMails } from './mailbox.ts';

/*
 * Decision 0064: the requests inbox. A family sends an at-need plan from /plan-now (here
 * through the same call the wizard makes); the director finds it first in the console, reads it,
 * opens a case from it, and its contact is mailed an invitation to the family portal. Every page is
 * scanned with axe; every-page-on-a-phone.spec.ts checks them at 360 px.
 */

/** One /plan-now submission, through the call the wizard makes; its id in the inbox. */
async function sendRequest(
  request: APIRequestContext,
  caseStatus: 'AT_NEED' | 'PRE_PLAN',
  contact: { first: string; last: string; email: string },
  answers: Record<string, string>,
) {
  const locations = await chapels(request);
  const sent = await request.post('/api/web/planning/submit', {
    headers: { 'Idempotency-Key': `e2e-request-${contact.email}` },
    data: {
      locationId: locations[0]!.id,
      caseStatus,
      fields: {
        contactFirstName: contact.first,
        contactLastName: contact.last,
        contactEmail: contact.email,
        contactPhone: '(503) 555-0144',
        contactAddress: { country: 'US' },
        servedInMilitary: 'no',
        ...answers,
      },
    },
  });
  expect(sent.status()).toBe(201);
}

test('the director finds a new at-need request first, reads it and opens a case, which invites its contact', async ({
  page,
  request,
  company,
}) => {
  // A pre-plan closed by the office, then an at-need request, then a newer pre-plan: at need comes first.
  await sendRequest(
    request,
    'PRE_PLAN',
    { first: 'Robert', last: 'Lindgren', email: uniqueEmail('robert') },
    {
      decedentFirstName: 'Elsa',
      decedentLastName: 'Lindgren',
    },
  );
  const director = await staffApi(request, company.director);
  const { items } = await director.get<{ items: { id: number }[] }>('/api/staff/requests');
  await director.post(`/api/staff/requests/${items[0]!.id}/events`, {
    type: 'close',
    reason: 'The family is moving to Tucson; we referred them to a funeral home there.',
  });
  const email = uniqueEmail('requests');
  await sendRequest(
    request,
    'AT_NEED',
    { first: 'Nora', last: 'Quill', email },
    {
      decedentFirstName: 'August',
      decedentLastName: 'Quill',
      dateOfDeath: '2026-11-25',
      placeOfDeath: 'At home',
      relationship: 'child',
    },
  );
  await sendRequest(
    request,
    'PRE_PLAN',
    { first: 'Anita', last: 'Desai', email: uniqueEmail('anita') },
    {
      decedentFirstName: 'Anita',
      decedentLastName: 'Desai',
    },
  );

  await page.goto('/staff/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await page.getByLabel('Email').fill(company.director.email);
  await page.getByLabel(/^Password/).fill(company.director.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: /^Requests/ })).toContainText('(2 new)');
  const list = page.getByRole('list', { name: 'Requests' });
  // The newest at-need request still new comes first.
  await expect(list.getByRole('listitem').first()).toContainText('August Quill');
  await expect(list.getByRole('listitem').first()).toContainText('At need');
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('closed');
  await expect(page).toHaveURL(/status=closed/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Elsa Lindgren');
  await page.goBack();

  await page.getByRole('link', { name: 'August Quill' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'August Quill' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText(email);
  await expect(page.getByRole('region', { name: 'Decedent Details' })).toContainText('At home');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Open a case' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `The case is open. ${email} was sent an invitation to the family portal.`,
  );
  await expect(page.getByText('Case opened', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open a case' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Case opened');
  await expect(nav.getByRole('link', { name: /^Requests/ })).toContainText('(1 new)');

  // The first mail to the contact confirmed the plan; the second is the portal's invitation.
  const [invitation] = await waitForMails(
    (candidate) => candidate.to.includes(email) && candidate.text.includes('/family-portal/login?invitation='),
    1,
  );
  expect(invitation!.text).toContain('to the family portal of Evergreen Funeral Homes for August Quill');

  // The opened case's page (decision 0065): its contact's invitation waits there.
  await page.getByRole('link', { name: 'Go to the case' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'August Quill' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations not used yet' })).toContainText(email);
});
