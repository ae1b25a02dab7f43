import { axeScan, expect, expectAccessible, test } from './fixtures.ts';
import {
  editorPanel,
  openPreviewSignedIn,
  previewBar,
  previewStatus,
  publishedVersions,
  signInToPreview,
  staffToken,
} from './builder-support.ts';

const HERO = 'Honoring every life with dignity and care';
const NEW_HERO = 'Seventy years of honoring every life';

test.describe('website builder', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the draft context is never public', async ({ request }) => {
    const anonymous = await request.get('/api/web/render-context/draft');
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ status: 401, message: 'Unauthorized' });
    const forged = await request.get('/api/web/render-context/draft', { headers: { Authorization: 'Bearer forged' } });
    expect(forged.status()).toBe(401);
  });

  test('a staff member edits, adds, removes, saves, publishes and rolls back', async ({
    page,
    browser,
    request,
    company,
  }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    const token = await staffToken(request, company.staff);
    // The test's own company: the seed's version 1 is published, so this test publishes version 2.
    expect(await publishedVersions(request, token)).toMatchObject([{ version: 1, current: true }]);
    const before = { version: 1 };
    const next = 2;
    // Staff sign in where they are: the preview of the home page.
    await signInToPreview(page, company.staff, '/');
    const main = page.getByRole('main');

    // Edit mode: the hero is selected with its Edit button, its text edited in the panel, live.
    await previewBar(page).getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(previewBar(page).getByRole('button', { name: 'Edit', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: `Edit Hero: ${HERO}` }).click();
    const panel = editorPanel(page);
    await expect(panel.getByRole('heading', { name: 'Edit Hero' })).toBeFocused();
    await panel.getByLabel('Heading', { exact: true }).fill(NEW_HERO);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(NEW_HERO);
    await expect(previewStatus(page)).toHaveText(/unsaved changes/);

    // The form speaks spec §5 and keeps an invalid value off the page.
    await panel.getByLabel('Heading', { exact: true }).fill('');
    await expect(panel.getByText('This field is required')).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(NEW_HERO);
    await panel.getByLabel('Heading', { exact: true }).fill(NEW_HERO);

    // Add an FAQ above the locations module: it lands there and becomes the active module.
    await page.getByRole('button', { name: 'Add a module above Locations: Our chapels' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a module above' });
    await addDialog.getByLabel('Module type').selectOption({ label: 'FAQ' });
    await addDialog.getByRole('button', { name: 'Add module' }).click();
    await expect(panel.getByRole('heading', { name: 'Edit FAQ' })).toBeVisible();
    const types = await main
      .locator('[data-builder-module]')
      .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('data-module-type')));
    expect(types.indexOf('faq')).toBe(types.indexOf('locationsList') - 1);
    await panel.getByLabel('Question', { exact: true }).fill('Can we visit the chapel before the service?');
    await expect(main.getByText('Can we visit the chapel before the service?')).toBeVisible();

    // Remove the call to action.
    await page.getByRole('button', { name: "Remove Call to action: We're here for you, day or night" }).click();
    await expect(main.getByRole('heading', { name: "We're here for you, day or night" })).toHaveCount(0);

    // Save, then publish.
    await previewBar(page).getByRole('button', { name: 'Save draft' }).click();
    await expect(previewStatus(page)).toHaveText('You are seeing the draft. Every change is saved.');
    await previewBar(page).getByRole('button', { name: 'Publish' }).click();
    await expect(previewStatus(page)).toHaveText(`You are seeing the draft. Version ${next} is published.`);

    // A visitor sees the published change at once.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(NEW_HERO);
    await expect(visitorPage.getByText('Can we visit the chapel before the service?')).toBeVisible();
    await expect(visitorPage.getByRole('heading', { name: "We're here for you, day or night" })).toHaveCount(0);
    // ...and no builder: no preview bar, no builder code.
    await expect(visitorPage.getByRole('region', { name: 'Website preview' })).toHaveCount(0);

    // Roll back to the version before.
    await previewBar(page).getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: 'Published versions' });
    await expect(versions.getByRole('row', { name: new RegExp(`^${next} \\(visitors see this\\)`) })).toBeVisible();
    await versions.getByRole('button', { name: `Roll back to version ${before.version}` }).click();
    await expect(previewStatus(page)).toHaveText('You are seeing the draft. Every change is saved.');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(HERO);

    // The visitor sees the old text again.
    await visitorPage.reload();
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(HERO);
    await expect(visitorPage.getByRole('heading', { name: "We're here for you, day or night" })).toBeVisible();
    await visitor.close();

    const after = await publishedVersions(request, token);
    expect(after.find((version) => version.current)?.version).toBe(before.version);
    expect(after.map((version) => version.version)).toContain(next);
  });

  test('the editor panel is accessible and works from the keyboard', async ({ page, request, company }) => {
    await openPreviewSignedIn(page, await staffToken(request, company.staff), '/');
    await previewBar(page).getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('button', { name: `Edit Hero: ${HERO}` });
    await edit.focus();
    await page.keyboard.press('Enter');
    const panel = editorPanel(page);
    await expect(panel.getByRole('heading', { name: 'Edit Hero' })).toBeFocused();

    const results = await axeScan(page, '#builder-editor-panel');
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // The whole page in edit mode too: preview bar, module frames and panel together.
    await expectAccessible(page);

    // Escape closes the panel and gives focus back to the module's Edit button.
    await panel.getByLabel('Heading', { exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(edit).toBeFocused();
  });

  test('a javascript: link is refused beside its field and never reaches the page', async ({
    page,
    request,
    company,
  }) => {
    await openPreviewSignedIn(page, await staffToken(request, company.staff), '/');
    await previewBar(page).getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: "Edit Call to action: We're here for you, day or night" }).click();
    const panel = editorPanel(page);
    const goesTo = panel.getByLabel(/^Goes to/);
    await goesTo.fill(' JavaScript:alert(document.domain)');
    await expect(panel.getByText('Please enter a valid URL')).toBeVisible();
    await expect(goesTo).toHaveAttribute('aria-invalid', 'true');
    // The page keeps the last valid link, and nothing is waiting to be saved.
    const button = page.getByRole('main').getByRole('link', { name: 'Call (503) 555-0142' });
    await expect(button).toHaveAttribute('href', 'tel:+15035550142');
    await expect(previewStatus(page)).toHaveText('You are seeing the draft. Every change is saved.');
    await expectAccessible(page);

    await goesTo.fill('/contact');
    await expect(panel.getByText('Please enter a valid URL')).toHaveCount(0);
    await expect(button).toHaveAttribute('href', '/contact');
  });

  test('undo and redo, and unsaved edits never reach visitors', async ({ page, request, browser, company }) => {
    await openPreviewSignedIn(page, await staffToken(request, company.staff), '/about');
    const main = page.getByRole('main');
    await previewBar(page).getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Gallery: Our chapels' }).click();
    await expect(main.getByRole('heading', { name: 'Our chapels' })).toHaveCount(0);
    await previewBar(page).getByRole('button', { name: 'Undo' }).click();
    await expect(main.getByRole('heading', { name: 'Our chapels' })).toBeVisible();
    await previewBar(page).getByRole('button', { name: 'Redo' }).click();
    await expect(main.getByRole('heading', { name: 'Our chapels' })).toHaveCount(0);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/about');
    await expect(visitorPage.getByRole('heading', { name: 'Our chapels' })).toBeVisible();
    await visitor.close();
  });
});

test.describe('staff sign-in throttle', () => {
  // The refused sign-in is answered 429, which the browser logs; that is the point here.
  test.use({ expectedConsoleErrors: [/status of 429/] });

  test('after ten wrong passwords from this address the form says how long to wait', async ({
    page,
    request,
    company,
  }) => {
    // The guesses come from this machine's address, as the browser's sign-in does.
    for (let n = 0; n < 10; n += 1) {
      const guess = await request.post('/api/auth/login', {
        data: { email: company.staff.email, password: `guess-${n}` },
      });
      expect(guess.status()).toBe(401);
    }
    await page.goto('/?preview=true');
    await page.getByLabel('Email').fill(company.staff.email);
    await page.getByLabel('Password').fill(company.staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    await expectAccessible(page);
  });
});

test.describe('staff sign-in in preview', () => {
  // A wrong password is answered 401, which the browser logs; that is the point here.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('without a staff session the preview flag shows a sign-in, not the draft', async ({
    page,
    request,
    company,
  }) => {
    const draftCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/render-context/draft')) draftCalls.push(request.url());
    });
    await page.goto('/about?preview=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page).toHaveTitle('Staff sign-in');
    expect(draftCalls).toEqual([]);
    await expectAccessible(page);

    await page.getByLabel('Email').fill('not an address');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByLabel('Email').fill(company.staff.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');
    await expectAccessible(page);

    // The right password shows the draft of the page asked for; signing out ends the session.
    await page.getByLabel('Password').fill(company.staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(previewStatus(page)).toHaveText(/You are seeing the draft/);
    await expect(page).toHaveURL('/about?preview=true');
    const token = await page.evaluate(() => window.sessionStorage.getItem('lantern.session-token'));
    expect(token).toMatch(/^[\w-]{43}$/);
    await previewBar(page)
      .getByRole('button', { name: `Sign out ${company.staff.name}` })
      .click();
    await expect(page).toHaveURL('/about');
    await expect(previewBar(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('lantern.session-token'))).toBeNull();
    const old = await request.get('/api/auth/session', { headers: { Authorization: `Bearer ${token}` } });
    expect(old.status()).toBe(401);
    await page.goto('/about?preview=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  });
});
