import { expect, expectAccessible, test } from './fixtures.ts';
import { findObituary, obituaryPage } from './obituary-support.ts';

// Still reads the demo's people (server/seed/evergreen); see docs/testing.md, "Tests own their data".
test.use({ companyData: 'demo' });

/*
 * Issue 11: the memorial wall. A memory waits for the family's approval (the demo's default) and
 * the writer is told so; memories are shown as text, so one written with HTML in it (the seed's
 * approved memory by Sam Carter) reads exactly as typed and makes no element.
 */

test.describe('memories (/obituaries/{id}/{name}/memories)', () => {
  test('a written memory is held for approval, and the writer is told so', async ({ page, request }) => {
    const ingrid = await findObituary(request, 'Björk');
    await page.goto(obituaryPage(ingrid, '/memories'));
    await expect(page.getByRole('heading', { level: 2, name: 'Memories' })).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Share a memory of Ingrid Marie Björk' });
    // Nothing typed: every required field says so, next to it, and the first takes the focus.
    await form.getByRole('button', { name: 'Share memory' }).click();
    await expect(form.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await expect(form.getByText('This field is required')).toHaveCount(3);

    await form.getByRole('textbox', { name: 'Your name' }).fill('Robin Ek');
    await form.getByRole('textbox', { name: 'Your email' }).fill('robin.ek@example.net');
    await form.getByRole('textbox', { name: 'Your memory' }).fill('Ingrid taught me to\nplay Grieg.');
    await form.getByRole('button', { name: 'Share memory' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Thank you. Your memory was received and will appear here once the family has approved it.',
    );
    // Not shown before the family approves it, and the form is ready for another.
    await expect(page.getByText('play Grieg.')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Anna Lindgren' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Robin Ek' })).toHaveCount(0);
  });

  test('a memory with HTML in it shows as plain text once approved', async ({ page, request }) => {
    const ingrid = await findObituary(request, 'Björk');
    await page.goto(obituaryPage(ingrid, '/memories'));
    const sam = page.getByRole('article', { name: 'Sam Carter' });
    await expect(sam).toContainText(
      'She said coffee should be <b>bold</b> or not at all. <script>alert("hi")</script> We will miss her.',
    );
    await expect(sam.locator('b, script')).toHaveCount(0);
    // The writer's email is nowhere on the page.
    expect(await page.content()).not.toContain('sam.carter@example.com');
  });

  test.describe('refused', () => {
    // The refusal is the test's point: the browser logs the 422 it received.
    test.use({ expectedConsoleErrors: [/status of 422/] });

    test('a wrong photo is refused next to its field and the memory stays typed', async ({ page, request }) => {
      const ingrid = await findObituary(request, 'Björk');
      await page.goto(obituaryPage(ingrid, '/memories'));
      const form = page.getByRole('form', { name: 'Share a memory of Ingrid Marie Björk' });
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
