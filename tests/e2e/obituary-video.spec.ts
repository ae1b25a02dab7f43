import { daysAgo, publishedObituary } from './factories/obituaries.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { findObituary, obituaryPage } from './obituary-support.ts';

/* Issue 11: the memorial video, with captions, and the page of an obituary without one. */

test.describe('memorial video (/obituaries/{id}/{name}/memorial-video)', () => {
  test.describe('the demo’s approved video', () => {
    // Still reads the demo's people (server/seed/evergreen); see docs/testing.md, "Tests own their data".
    // No call of the console or the portal uploads a memorial video yet.
    test.use({ companyData: 'demo' });

    test('plays the approved video with a captions track', async ({ page, request }) => {
      const ingrid = await findObituary(request, 'Björk');
      await page.goto(obituaryPage(ingrid, '/memorial-video'));
      const video = page.locator('video');
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute('poster', /\/api\/web\/media\/\d+\/\d+\.webp$/);
      const track = video.locator('track[kind="captions"]');
      await expect(track).toHaveAttribute('srclang', 'en');
      const captions = await request.get((await track.getAttribute('src'))!);
      expect(captions.headers()['content-type']).toBe('text/vtt; charset=utf-8');
      expect(await captions.text()).toMatch(/^WEBVTT/);
      // The browser can read the file: its duration is known once the metadata loaded.
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(9);
      await expectAccessible(page);
    });
  });

  test('says so when there is no video yet', async ({ page, request, company }) => {
    const obituary = await publishedObituary(request, company.director, {
      fullName: 'Bernard Oliver Quint',
      diedOn: daysAgo(6),
    });
    await page.goto(obituaryPage(obituary, '/memorial-video'));
    await expect(page.getByText('No memorial video yet.')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expectAccessible(page);
  });
});
