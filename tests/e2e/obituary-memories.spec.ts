import type { APIRequestContext } from '@playwright/test';
import { familyCase } from './factories/family-cases.ts';
import { approveMemories, sharedMemory } from './factories/memories.ts';
import { daysAgo, publishedObituary } from './factories/obituaries.ts';
import type { StaffAccount } from './factories/staff-api.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { obituaryPage } from './obituary-support.ts';

/*
 * The memorial wall. A memory waits for the family's approval (the wall's default) and
 * the writer is told so; memories are shown as text, so one written with HTML in it (approved by
 * the family) reads exactly as typed and makes no element. The obituary is the test's own: written
 * by the director for a family's case and published; two visitors share memories on its page, and
 * the family approves them in the portal.
 */

const fullName = 'Clara Beatrice Holm';
const htmlMemory = {
  name: 'Dana Ruiz',
  email: 'dana.ruiz@example.com',
  text: 'She said coffee should be <b>bold</b> or not at all. <script>alert("hi")</script> We will miss her.',
};

async function wallWithMemories(request: APIRequestContext, director: StaffAccount) {
  const family = await familyCase(request, director, { decedentName: fullName, contactName: 'Jonas Holm' });
  const obituary = await publishedObituary(request, director, {
    caseId: family.caseId,
    fullName,
    diedOn: daysAgo(4),
  });
  await sharedMemory(request, obituary.id, {
    name: 'Tove Lund',
    email: 'tove.lund@example.net',
    text: 'Clara always had a seat for one more at her table.',
  });
  await sharedMemory(request, obituary.id, htmlMemory);
  await approveMemories(request, family);
  return obituary;
}

test.describe('memories (/obituaries/{id}/{name}/memories)', () => {
  test('a written memory is held for approval, and the writer is told so', async ({ page, request, company }) => {
    const clara = await wallWithMemories(request, company.director);
    await page.goto(obituaryPage(clara, '/memories'));
    await expect(page.getByRole('heading', { level: 2, name: 'Memories' })).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: `Share a memory of ${fullName}` });
    // Nothing typed: every required field says so, next to it, and the first takes the focus.
    await form.getByRole('button', { name: 'Share memory' }).click();
    await expect(form.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await expect(form.getByText('This field is required')).toHaveCount(3);

    await form.getByRole('textbox', { name: 'Your name' }).fill('Robin Ek');
    await form.getByRole('textbox', { name: 'Your email' }).fill('robin.ek@example.net');
    await form.getByRole('textbox', { name: 'Your memory' }).fill('Clara taught me to\nplay Grieg.');
    await form.getByRole('button', { name: 'Share memory' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Thank you. Your memory was received and will appear here once the family has approved it.',
    );
    // Not shown before the family approves it, and the form is ready for another.
    await expect(page.getByText('play Grieg.')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Tove Lund' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Robin Ek' })).toHaveCount(0);
  });

  test('a memory with HTML in it shows as plain text once approved', async ({ page, request, company }) => {
    const clara = await wallWithMemories(request, company.director);
    await page.goto(obituaryPage(clara, '/memories'));
    const dana = page.getByRole('article', { name: htmlMemory.name });
    await expect(dana).toContainText(htmlMemory.text);
    await expect(dana.locator('b, script')).toHaveCount(0);
    // The writer's email is nowhere on the page.
    expect(await page.content()).not.toContain(htmlMemory.email);
  });

  test.describe('refused', () => {
    // The refusal is the test's point: the browser logs the 422 it received.
    test.use({ expectedConsoleErrors: [/status of 422/] });

    test('a wrong photo is refused next to its field and the memory stays typed', async ({
      page,
      request,
      company,
    }) => {
      const clara = await wallWithMemories(request, company.director);
      await page.goto(obituaryPage(clara, '/memories'));
      const form = page.getByRole('form', { name: `Share a memory of ${fullName}` });
      await form.getByRole('textbox', { name: 'Your name' }).fill('Robin Ek');
      await form.getByRole('textbox', { name: 'Your email' }).fill('robin.ek@example.net');
      await form.getByRole('textbox', { name: 'Your memory' }).fill('With a photo that is not one.');
      await form.getByLabel('A photo').setInputFiles({
        name: 'holiday.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('this is text, not a photo'),
      });
      await form.getByRole('button', { name: 'Share memory' }).click();
      await expect(form.getByText('Please choose a JPEG, PNG or WebP photo')).toBeVisible();
      await expect(form.getByLabel('A photo')).toBeFocused();
      await expect(form.getByRole('textbox', { name: 'Your memory' })).toHaveValue('With a photo that is not one.');
    });
  });
});
