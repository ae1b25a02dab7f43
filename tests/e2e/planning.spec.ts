import type { Route } from '@playwright/test';
import { firstChapel, secondChapel } from '#tests/server/test-catalogue/chapels.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { aboutContact, mailsNow, waitForMails } from './mailbox.ts';
import {
  captureSubmit,
  field,
  expectFieldError,
  expectNoFieldError,
  expectStep,
  tabTo,
  typeInto,
  uniqueEmail,
} from './planning-steps.ts';

/*
 * The planning wizard end to end, on the real server and database, with the mails read
 * from the suite's SMTP server. The at-need journey (with a failed submit) is planning-at-need.spec.ts.
 */

test.describe('planning wizard: pre-plan for oneself, by keyboard alone', () => {
  test('walks every step with the keyboard, passes axe on each route, and reaches the funeral home', async ({
    page,
    request,
    company,
  }) => {
    // A whole journey with ten axe scans, on a shared two-core machine.
    test.slow();
    const email = uniqueEmail('ruth');
    await page.goto('/plan-now');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeFocused();
    await expect(page).toHaveTitle('Plan Now | Evergreen Funeral Homes');
    // Spec §1: each plan type with its message.
    await expect(page.getByRole('radio', { name: "I'm planning ahead for myself" })).toHaveAccessibleDescription(
      'Preplanning helps you review your options and gives peace of mind to your loved ones.',
    );
    await expect(page.getByRole('radio', { name: 'Someone has died and I need help now' })).toHaveAccessibleDescription(
      "We're sorry for your loss and understand this can be an emotional time. Let's work together right from your home.",
    );
    await expectAccessible(page);

    await tabTo(page, page.getByRole('radio', { name: "I'm planning ahead for myself" }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/plan-now/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeFocused();
    // The second chapel's address has a second line: the description reads every line.
    const { address, phoneNumber } = secondChapel;
    await expect(page.getByRole('radio', { name: secondChapel.name })).toHaveAccessibleDescription(
      `${address.line1}, ${address.line2}, ${address.city}, ${address.region} ${address.postalCode}`,
    );
    // Shown as typed, dialled in E.164 (+1 for a North American number: contract/phone.ts).
    await expect(page.getByRole('link', { name: phoneNumber })).toHaveAttribute(
      'href',
      `tel:+1${phoneNumber.replace(/\D/g, '')}`,
    );
    // Planning ahead: no "call now" box.
    await expect(page.getByRole('heading', { name: 'Need us right now?' })).toHaveCount(0);
    await expectAccessible(page);
    await tabTo(page, page.getByRole('radio', { name: firstChapel.name }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: secondChapel.name })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/plan-now/step/contact-information');
    await expectStep(page, 'Tell us about yourself', 'Step 1 of 7');
    await expect(page.getByRole('progressbar', { name: 'Step 1 of 7' })).toHaveAttribute('aria-valuenow', '1');
    await expectAccessible(page);
    await typeInto(page, field(page, 'First name'), 'Ruth');
    await typeInto(page, field(page, 'Last name'), 'Ellis');
    await typeInto(page, field(page, 'Email'), email);
    await typeInto(page, field(page, 'Phone number'), '(503) 555-0199');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/plan-now/step/decedent-details');
    // Spec §2: for oneself, "your".
    await expectStep(page, "Now let's add information for your pre-plan", 'Step 2 of 7');
    await expectAccessible(page);
    await typeInto(page, field(page, 'First name'), 'Ruth');
    await typeInto(page, field(page, 'Last name'), 'Ellis');
    await typeInto(page, field(page, 'Date of birth'), '03091948');
    await page.keyboard.press('Enter');

    await expectStep(page, 'Additional Family', 'Step 3 of 7');
    await expect(page.getByText("Tell us about your family. Leave blank anything that doesn't apply.")).toBeVisible();
    await expect(page.getByRole('group', { name: 'Is your spouse or partner living?' })).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expectStep(page, 'Education + Profession', 'Step 4 of 7');
    await expectAccessible(page);
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expectStep(page, 'Military', 'Step 5 of 7');
    await expectAccessible(page);
    await tabTo(page, page.getByRole('radio', { name: 'Served in the armed forces' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Did not serve' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expectStep(page, "Let's wrap up with some final details ...", 'Step 6 of 7');
    // Next is blocked at the last section: it offers the review instead.
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectAccessible(page);
    await typeInto(page, field(page, 'Anything else we should know'), 'A simple service by the river.');
    await tabTo(page, page.getByRole('button', { name: 'Review my answers' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/plan-now/review');
    await expectStep(page, 'Review your answers', 'Step 7 of 7');
    const decedent = page.getByRole('region', { name: 'Decedent Details' });
    await expect(decedent.getByRole('definition').filter({ hasText: 'March 9, 1948' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(secondChapel.name);
    await expect(page.getByRole('link', { name: 'Edit Military' })).toHaveAttribute('href', '/plan-now/step/military');
    await expectAccessible(page);

    const send = page.getByRole('button', { name: 'Send to Evergreen Funeral Homes' });
    const call = await captureSubmit(page, async () => {
      await tabTo(page, send);
      await page.keyboard.press('Enter');
    });
    expect(call.status).toBe(201);
    expect(call.body).toMatchObject({
      locationId: call.result.locationId,
      caseStatus: 'PRE_PLAN',
      fields: { contactFirstName: 'Ruth', contactEmail: email, dateOfBirth: '1948-03-09', servedInMilitary: 'no' },
    });
    expect(call.result.caseStatus).toBe('PRE_PLAN');

    await expect(page).toHaveURL('/plan-now/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeFocused();
    await expect(page.getByText(`Your reference number is ${call.result.reference}.`)).toBeVisible();
    await expect(page.getByText(`We've sent a confirmation to ${email}.`)).toBeVisible();
    await expectAccessible(page);

    // Both mails reached the SMTP server: the chapel's notification and the family's confirmation.
    const mails = await waitForMails(aboutContact(email), 2);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([email, secondChapel.email].sort());
    const notification = mails.find((mail) => mail.to.includes(secondChapel.email));
    expect(notification?.subject).toBe(`Pre-planning request: Ruth Ellis (reference ${call.result.reference})`);
    expect(notification?.text).toContain('Anything else we should know: A simple service by the river.');
    const confirmation = mails.find((mail) => mail.to.includes(email));
    expect(confirmation?.subject).toBe('Thank you for planning ahead - Evergreen Funeral Homes');

    // The case is stored: the same request again is answered from the database with the same case.
    const replay = await request.post('/api/web/planning/submit', {
      data: call.body,
      headers: { 'Idempotency-Key': call.key ?? '', 'X-Host': company.host },
    });
    expect(replay.status()).toBe(201);
    expect(replay.headers()['idempotent-replayed']).toBe('true');
    expect(await replay.json()).toEqual(call.result);

    // Sent plans are forgotten by the browser.
    expect(await page.evaluate(() => localStorage.getItem('lantern.planning.v1'))).toBeNull();
  });
});

test.describe('planning wizard: pre-plan for someone else', () => {
  test('validates as fields are left and on Next, keeps answers over a reload, and sends once on a double click', async ({
    page,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail('sam');
    await page.goto('/plan-now');
    await page.getByRole('radio', { name: "I'm planning ahead for someone else" }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: secondChapel.name }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, 'Tell us about yourself', 'Step 1 of 7');

    // Previous is blocked at the first section: its way back is to the locations.
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/plan-now/locations');

    // Next with nothing typed: spec §5 messages beside each field, and focus on the first.
    await page.getByRole('button', { name: 'Next' }).click();
    const first = field(page, 'First name');
    await expect(first).toBeFocused();
    await expectFieldError(first, 'This field is required');
    await expectFieldError(field(page, 'Email'), 'This field is required');
    await expect(page).toHaveURL('/plan-now/step/contact-information');

    // Left with a wrong answer: the message appears; fixed, it goes.
    const emailBox = field(page, 'Email');
    await emailBox.fill('sam@');
    await emailBox.blur();
    await expectFieldError(emailBox, 'Please enter a valid email address');
    await emailBox.fill(email);
    await expectNoFieldError(emailBox);
    await field(page, 'Phone number').fill('call me');
    await field(page, 'Phone number').blur();
    await expectFieldError(field(page, 'Phone number'), 'Please enter a valid format');
    await field(page, 'Phone number').fill('503.555.0123');
    await first.fill('Sam');
    await field(page, 'Last name').fill('Ellis');

    // An optional address, once started, asks for the rest of it.
    await field(page, 'Street address').fill('12 Oak Street');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(field(page, 'City')).toBeFocused();
    await expectFieldError(field(page, 'City'), 'This field is required');
    await field(page, 'City').fill('Portland');
    await field(page, 'State').selectOption('OR');
    await field(page, 'ZIP code').fill('9721');
    await field(page, 'ZIP code').blur();
    await expectFieldError(field(page, 'ZIP code'), 'Please enter a valid format');
    await field(page, 'ZIP code').fill('97214');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectStep(page, "Now let's add information for whom we're planning for", 'Step 2 of 7');
    await field(page, 'First name').fill('Margaret');
    await field(page, 'Last name').fill('Ellis');
    await field(page, 'Marital status').selectOption('widowed');

    // A reload mid-wizard keeps every answer, and the step.
    await page.reload();
    await expectStep(page, "Now let's add information for whom we're planning for", 'Step 2 of 7');
    await expect(field(page, 'First name')).toHaveValue('Margaret');
    await expect(field(page, 'Marital status')).toHaveValue('widowed');
    await page.getByRole('button', { name: 'Next' }).click();

    // Spec §2 possessive: the decedent's first name once known.
    await expectStep(page, 'Additional Family', 'Step 3 of 7');
    await expect(
      page.getByText("Tell us about Margaret's family. Leave blank anything that doesn't apply."),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, "Now let's add information for whom we're planning for", 'Step 2 of 7');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await expectStep(page, 'Education + Profession', 'Step 4 of 7');
    await expect(page.getByText("The kind of work done for most of Margaret's working life.")).toBeVisible();
    await field(page, 'Years in this occupation').fill('81');
    await field(page, 'Years in this occupation').blur();
    await expectFieldError(field(page, 'Years in this occupation'), 'Cannot exceed 80');
    await field(page, 'Years in this occupation').fill('31');
    await field(page, 'Usual occupation').fill('Librarian');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectStep(page, 'Military', 'Step 5 of 7');
    await page.getByRole('radio', { name: 'Served in the armed forces' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(field(page, 'Branch of service'), 'This field is required');
    await expect(field(page, 'Branch of service')).toBeFocused();
    await field(page, 'Branch of service').selectOption('navy');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectStep(page, "Let's wrap up with some final details ...", 'Step 6 of 7');
    await page.getByRole('radio', { name: 'Cremation' }).check();
    await page.getByRole('button', { name: 'Review my answers' }).click();

    await expectStep(page, 'Review your answers', 'Step 7 of 7');
    const contact = page.getByRole('region', { name: 'Contact Information' });
    await expect(contact).toContainText('12 Oak Street');
    await expect(contact).toContainText('Portland, OR 97214');
    await expect(page.getByRole('region', { name: 'Military' })).toContainText('Navy');

    // Edit a section from the review, then straight back to it.
    await page.getByRole('link', { name: 'Edit Education + Profession' }).click();
    await expectStep(page, 'Education + Profession', 'Step 4 of 7');
    await field(page, 'Employer or business').fill('Multnomah County Library');
    await page.getByRole('link', { name: 'Go to review' }).click();
    await expectStep(page, 'Review your answers', 'Step 7 of 7');
    await expect(page.getByRole('region', { name: 'Education + Profession' })).toContainText(
      'Multnomah County Library',
    );

    // A double click sends one request, and the funeral home gets one case (two mails, not four).
    const requests: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/web/planning/submit')) requests.push(req.method());
    });
    const call = await captureSubmit(page, () =>
      page.getByRole('button', { name: 'Send to Evergreen Funeral Homes' }).dblclick(),
    );
    expect(call.result.caseStatus).toBe('PRE_PLAN');
    await expect(page).toHaveURL('/plan-now/thank-you');
    expect(requests).toEqual(['POST']);
    const mails = await waitForMails(aboutContact(email), 2);
    expect(mails).toHaveLength(2);
    // No copy comes later. Rather than wait a while and hope, send a later plan to the same company
    // and wait for its mails: the outbox takes pending mails oldest first, so a copy of this
    // plan's mails would have arrived before them.
    const later = uniqueEmail('later');
    const laterPlan = call.body as { fields: Record<string, unknown> };
    const sentLater = await request.post('/api/web/planning/submit', {
      data: { ...laterPlan, fields: { ...laterPlan.fields, contactEmail: later } },
      headers: { 'Idempotency-Key': `later-${crypto.randomUUID()}` },
    });
    expect(sentLater.status()).toBe(201);
    await waitForMails(aboutContact(later), 2);
    expect(await mailsNow(aboutContact(email))).toHaveLength(2);
    expect(mails.find((mail) => mail.to.includes(secondChapel.email))?.subject).toBe(
      `Pre-planning request: Margaret Ellis (reference ${call.result.reference})`,
    );
  });

  test('coming back later in the same browser offers to continue, or to clear the answers', async ({ page }) => {
    await page.goto('/plan-now');
    await page.getByRole('radio', { name: "I'm planning ahead for someone else" }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: firstChapel.name }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await field(page, 'First name').fill('Jo');

    await page.goto('/');
    await page.goto('/plan-now');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('radio', { name: "I'm planning ahead for someone else" })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await expectStep(page, 'Tell us about yourself', 'Step 1 of 7');
    await expect(field(page, 'First name')).toHaveValue('Jo');

    await page.goto('/plan-now');
    await page.getByRole('button', { name: 'Clear my answers' }).click();
    await page.getByRole('button', { name: 'Yes, clear my answers' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: "I'm planning ahead for someone else" })).not.toBeChecked();
    await page.goto('/plan-now/step/contact-information');
    await expect(page).toHaveURL('/plan-now');
  });
});

test.describe('the plan-type screen paints before the wizard has loaded (decision 0031)', () => {
  test('the wizard loads once the visitor turns to the form; a choice made meanwhile moves on when it has', async ({
    page,
  }) => {
    // The company's form is held: the planning machine cannot start until it is answered.
    const held: Route[] = [];
    await page.route('**/api/web/planning/fields', (route) => {
      held.push(route);
    });
    await page.goto('/plan-now');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeFocused();
    // Nothing of the wizard loads while the visitor only reads the screen.
    await page.waitForLoadState('networkidle');
    expect(held).toEqual([]);
    await page.getByRole('radio', { name: 'Someone has died and I need help now' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => held.length, { message: 'the wizard asked for the form' }).toBeGreaterThan(0);
    await expect(page).toHaveURL('/plan-now');

    for (const route of held.splice(0)) await route.continue();
    await expect(page).toHaveURL('/plan-now/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL('/plan-now');
    await expect(page.getByRole('radio', { name: 'Someone has died and I need help now' })).toBeChecked();
  });

  test.describe('with the server failing', () => {
    // The error page's error, as React reports an error its boundary caught.
    test.use({ expectedConsoleErrors: [/ApiFatalError: Service Unavailable/] });

    test('when the wizard cannot load, Continue says something went wrong', async ({ page }) => {
      await page.route('**/api/web/planning/fields', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503}' }),
      );
      await page.goto('/plan-now');
      await page.getByRole('radio', { name: "I'm planning ahead for myself" }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' })).toBeVisible();
    });
  });
});

test.describe('planning routes need a started plan (spec §2)', () => {
  for (const path of ['/plan-now/locations', '/plan-now/step/military', '/plan-now/review']) {
    test(`${path} without a started plan goes to /plan-now`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/plan-now');
      await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    });
  }

  test('choosing nothing says so; a step without a location, or an unknown step, goes where the plan is', async ({
    page,
  }) => {
    await page.goto('/plan-now');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('group', { name: 'Who are you planning for?' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(page.getByRole('radio', { name: "I'm planning ahead for myself" })).toBeFocused();
    await page.getByRole('radio', { name: "I'm planning ahead for myself" }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/plan-now/locations');
    await page.goto('/plan-now/step/military');
    await expect(page).toHaveURL('/plan-now/locations');
    await page.getByRole('radio', { name: firstChapel.name }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/plan-now/step/contact-information');
    // A step that does not exist (an old bookmark): the screen the plan is on, here the start,
    // freshly loaded, which offers to continue.
    await page.goto('/plan-now/step/no-such-step');
    await expect(page).toHaveURL('/plan-now');
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(page).toHaveURL('/plan-now/step/contact-information');
  });

  test('the thank-you page is calm without a plan', async ({ page }) => {
    await page.goto('/plan-now/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.getByText('If you have sent us a plan, we have it and will be in touch soon.')).toBeVisible();
    await expectAccessible(page);
  });
});
