import sharp from 'sharp';
import { expect, expectAccessible, expectAccessibleOnPhone, test } from './fixtures.ts';

/*
 * Decisions 0063 and 0066: the director writes an obituary for a case handled
 * elsewhere (on its own, at a location) with its text and a service, uploads its main photo, approves
 * the text for the family, marks it ready and publishes it; a visitor finds it on /obituaries and shares a memory,
 * which the director approves from the console's memories. The list, the editor and the memories
 * pages are scanned with axe and, in the states every-page-on-a-phone.spec.ts does not reach, at 360 px.
 */

const NAME = 'Linnea Solveig Haraldsen';

test('the director writes, publishes and moderates an obituary from the console', async ({ page, company }) => {
  await page.goto('/staff/obituaries');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await page.getByLabel('Email').fill(company.director.email);
  await page.getByLabel(/^Password/).fill(company.director.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();
  // A funeral home's first obituary (the test's company has none yet).
  await expect(page.getByText('No obituaries yet: write the first with New obituary.')).toBeVisible();
  await expectAccessibleOnPhone(page);

  // On its own: a case is made for it at the chosen location.
  await page.getByRole('button', { name: 'New obituary' }).click();
  const newForm = page.getByRole('form', { name: 'New obituary' });
  await newForm.getByRole('textbox', { name: /^Full name/ }).fill(NAME);
  await newForm.getByRole('button', { name: 'Write the obituary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Obituary' });
  await form.getByLabel('Date of death').fill('2026-11-20');
  await form.getByRole('textbox', { name: 'Obituary text' }).fill('Linnea kept **bees** and a garden by the sea.');
  await form.getByRole('button', { name: 'Add an event' }).click();
  const service = form.getByRole('group', { name: 'Event 1: Funeral service' });
  await service.getByLabel('Starts').fill('2026-12-10T11:00');
  await service.getByLabel('Time zone').selectOption('America/Los_Angeles');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByText('Change waiting for approval', { exact: true })).toBeVisible();
  // Not ready yet: the text waits for approval, and the step says so.
  await expect(page.getByRole('button', { name: 'Mark ready' })).toBeDisabled();
  await expect(page.getByText('The obituary needs text approved by the family or a director.')).toBeVisible();
  await expectAccessibleOnPhone(page);

  // No family photos on a case handled elsewhere: the director uploads the main photo.
  const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 70, g: 110, b: 90 } } })
    .png()
    .toBuffer();
  await form
    .getByLabel('Upload a main photo')
    .setInputFiles({ name: 'linnea.png', mimeType: 'image/png', buffer: photo });
  await form.getByRole('button', { name: 'Upload the photo' }).click();
  await expect(page.getByRole('status')).toHaveText('The photo is uploaded: it is the main photo now.');
  await expect(form.getByRole('radio', { name: 'Photo 1' })).toBeChecked();

  await page.getByRole('button', { name: 'Approve the text for the family' }).click();
  await expect(page.getByRole('status')).toHaveText('The text is approved for the family.');
  await page.getByRole('button', { name: 'Mark ready' }).click();
  await expect(page.getByRole('status')).toHaveText('The obituary is ready to publish.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('The obituary is published.');
  await expect(page.getByRole('heading', { level: 2, name: 'Status: Published' })).toBeVisible();
  const publicLink = page.getByRole('link', { name: 'View the public page' });
  await expect(publicLink).toHaveAttribute('href', /^\/obituaries\/\d+\/linnea-solveig-haraldsen$/);
  const publicPath = await publicLink.getAttribute('href');

  // The public search finds it at once.
  await page.goto('/obituaries');
  const search = page.getByRole('search', { name: 'Search obituaries' });
  await search.getByLabel('Name').fill('haraldsen');
  await search.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: NAME })).toBeVisible();

  // A visitor shares a memory; it waits for approval.
  await page.goto(`${publicPath}/memories`);
  const share = page.getByRole('form', { name: `Share a memory of ${NAME}` });
  await share.getByRole('textbox', { name: 'Your name' }).fill('Tove Berg');
  await share.getByRole('textbox', { name: 'Your email' }).fill('tove.berg@example.net');
  await share.getByRole('textbox', { name: 'Your memory' }).fill('Linnea gave us honey every autumn.');
  await share.getByRole('button', { name: 'Share memory' }).click();
  await expect(page.getByRole('status')).toContainText('Your memory was received');

  await page.goto('/staff/memories');
  await expect(page.getByRole('heading', { level: 1, name: 'Memories' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: /^Memories/ })).toContainText(/\(\d+ waiting\)/);
  const memory = page.getByRole('listitem').filter({ hasText: 'Linnea gave us honey every autumn.' });
  await expect(memory).toContainText(`Tove Berg on ${NAME}`);
  await expectAccessible(page);
  await memory.getByRole('button', { name: 'Approve the memory from Tove Berg' }).click();
  await expect(page.getByRole('status')).toHaveText(`Approved the memory from Tove Berg on ${NAME}.`);
  await expect(page.getByText('Linnea gave us honey every autumn.')).toHaveCount(0);

  await page.goto(`${publicPath}/memories`);
  await expect(page.getByRole('article', { name: 'Tove Berg' })).toContainText('Linnea gave us honey every autumn.');
});
