import { firstChapel, testChapels } from '#tests/server/test-catalogue/chapels.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { aboutContact, waitForMails } from './mailbox.ts';
import { captureSubmit, expectFieldError, expectStep, field, uniqueEmail } from './planning-steps.ts';

test.describe('planning wizard: at-need', () => {
  test('a failed submit shows the toast and keeps every answer; the retry reaches the funeral home', async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail('dana');
    await page.goto('/plan-now');
    await page.getByRole('radio', { name: 'Someone has died and I need help now' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // At-need: the number to call now, and each chapel's line to call.
    const callNow = page.getByRole('region', { name: 'Need us right now?' });
    await expect(callNow.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:+15035550142');
    await expect(page.getByText('Call now:')).toHaveCount(testChapels.length);
    await expectAccessible(page);
    await page.getByRole('radio', { name: firstChapel.name }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectStep(page, 'Tell us about yourself', 'Step 1 of 7');
    await field(page, 'First name').fill('Dana');
    await field(page, 'Last name').fill('Okafor');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone number').fill('+1 503 555 0177');
    await page.getByRole('radio', { name: 'By phone' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await expectStep(page, "Now let's add information for whom we're planning for", 'Step 2 of 7');
    await field(page, 'First name').fill('Eleanor');
    await field(page, 'Last name').fill('Okafor');
    // At-need only: the date of passing and the relationship are asked, and needed.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(field(page, 'Date of passing'), 'This field is required');
    await expectFieldError(field(page, 'Your relationship to the person who has died'), 'This field is required');
    await expect(field(page, 'Date of passing')).toBeFocused();
    await expectAccessible(page);
    await field(page, 'Date of passing').fill('2026-01-12');
    await field(page, 'Your relationship to the person who has died').selectOption('child');
    await field(page, 'Place of passing').fill('At home');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectStep(page, 'Additional Family', 'Step 3 of 7');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, 'Military', 'Step 5 of 7');
    await page.getByRole('radio', { name: 'Did not serve' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Review my answers' }).click();
    await expectStep(page, 'Review your answers', 'Step 7 of 7');

    // The server fails once.
    let failures = 0;
    await page.route('**/api/web/planning/submit', async (route) => {
      if (failures > 0) return route.fallback();
      failures += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"status":503,"message":"Service Unavailable"}',
      });
    });
    const send = page.getByRole('button', { name: 'Send to Evergreen Funeral Homes' });
    const failed = await captureSubmit(page, () => send.click());
    expect(failed.status).toBe(503);
    await expect(page.getByText('There was an error submitting your planning form.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your plan was not sent' })).toBeVisible();
    await expect(page).toHaveURL('/plan-now/review');
    const decedent = page.getByRole('region', { name: 'Decedent Details' });
    await expect(decedent).toContainText('Eleanor');
    await expect(decedent).toContainText('January 12, 2026');
    await expect(decedent).toContainText('Son or daughter');
    await expectAccessible(page);

    // Nothing typed is lost, even to a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Decedent Details' })).toContainText('Eleanor');

    const retried = await captureSubmit(page, () =>
      page.getByRole('button', { name: 'Send to Evergreen Funeral Homes' }).click(),
    );
    expect(retried.status).toBe(201);
    // The same plan, so the same key: had the first attempt arrived, this would not make a second case.
    expect(retried.key).toBe(failed.key);
    expect(retried.body).toEqual(failed.body);
    expect(retried.result.caseStatus).toBe('AT_NEED');
    expect(retried.body).toMatchObject({
      caseStatus: 'AT_NEED',
      fields: { dateOfDeath: '2026-01-12', relationship: 'child', decedentFirstName: 'Eleanor' },
    });

    await expect(page).toHaveURL('/plan-now/thank-you');
    await expect(
      page.getByText(`We're here for you. Someone from ${firstChapel.name} will call you shortly.`),
    ).toBeVisible();
    await expectAccessible(page);

    const mails = await waitForMails(aboutContact(email), 2);
    const notification = mails.find((mail) => mail.to.includes(firstChapel.email));
    expect(notification?.subject).toBe(`At need: Eleanor Okafor (reference ${retried.result.reference})`);
    expect(notification?.text).toContain('Please call them as soon as you can.');
    expect(notification?.replyTo).toBe(email);
    const confirmation = mails.find((mail) => mail.to.includes(email));
    expect(confirmation?.subject).toBe('We have your request, and we are here for you - Evergreen Funeral Homes');
    expect(confirmation?.text).toContain('Dear Dana,');
  });
});
