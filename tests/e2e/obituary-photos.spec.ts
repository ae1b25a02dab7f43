import { expect, expectAccessible, test } from './fixtures.ts';
import { findObituary, obituaryPage } from './obituary-support.ts';

// Still reads the demo's people (server/seed/evergreen); see docs/testing.md, "Tests own their data".
test.use({ companyData: 'demo' });

/* Issue 11: the photo album and its viewer, used with the keyboard alone. */

test.describe('photos (/obituaries/{id}/{name}/photos)', () => {
  test('the viewer opens, moves with the arrow keys and gives the focus back on Escape', async ({ page, request }) => {
    const ingrid = await findObituary(request, 'Björk');
    await page.goto(obituaryPage(ingrid, '/photos'));
    const first = page.getByRole('button', {
      name: "View photo: Ingrid's garden in Southeast Portland, in full bloom",
    });
    await expect(first).toBeVisible();
    // Sized before it loads (no layout shift), with the renditions the server made.
    const thumbnail = first.getByRole('img');
    await expect(thumbnail).toHaveAttribute('width', '640');
    await expect(thumbnail).toHaveAttribute('height', '480');
    await expect(thumbnail).toHaveAttribute('srcset', /320\.webp 320w, .*640\.webp 640w, .*800\.webp 800w/);
    await expectAccessible(page);

    await first.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 3' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText("Ingrid's garden in Southeast Portland, in full bloom")).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Next photo' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Evening over Uppsala, where Ingrid was born')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Around the end: the last photo.
    await expect(page.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'View photo: The lake where the family spent every summer' }),
    ).toBeFocused();
  });
});
