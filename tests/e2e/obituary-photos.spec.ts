import { familyCase } from './factories/family-cases.ts';
import { daysAgo, publishedObituary } from './factories/obituaries.ts';
import { albumPhotos } from './factories/photos.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { obituaryPage } from './obituary-support.ts';

/*
 * The photo album and its viewer, used with the keyboard alone. The album is the test's
 * own: three photos the family uploads in the portal to the case whose obituary the director
 * publishes.
 */

const garden = "Elsa's garden on Hawthorne Street, in full bloom";
const hamburg = 'Evening over Hamburg, where Elsa was born';
const lake = 'The lake where the family spent every summer';

test.describe('photos (/obituaries/{id}/{name}/photos)', () => {
  test('the viewer opens, moves with the arrow keys and gives the focus back on Escape', async ({
    page,
    request,
    company,
  }) => {
    const family = await familyCase(request, company.director, {
      decedentName: 'Elsa Margarethe Voss',
      contactName: 'Karin Voss',
    });
    await albumPhotos(request, family, [garden, hamburg, lake]);
    const elsa = await publishedObituary(request, company.director, {
      caseId: family.caseId,
      fullName: 'Elsa Margarethe Voss',
      diedOn: daysAgo(5),
    });
    await page.goto(obituaryPage(elsa, '/photos'));
    const first = page.getByRole('button', { name: `View photo: ${garden}` });
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
    await expect(viewer.getByText(garden)).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Next photo' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeVisible();
    await expect(page.getByRole('dialog').getByText(hamburg)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Around the end: the last photo.
    await expect(page.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `View photo: ${lake}` })).toBeFocused();
  });
});
