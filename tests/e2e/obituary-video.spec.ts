import { familyApi } from './factories/family-api.ts';
import { daysAgo, publishedObituary } from './factories/obituaries.ts';
import { sentVideoProof } from './factories/proofs.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { obituaryPage } from './obituary-support.ts';

/* The memorial video, with captions, and the page of an obituary without one. */

test.describe('memorial video (/obituaries/{id}/{name}/memorial-video)', () => {
  test('plays the video the family approved, with a captions track', async ({ page, request, company, family }) => {
    // The director uploads and sends the video (decision 0078), the family approves it, the obituary is published.
    await sentVideoProof(request, company.director, family.caseId);
    const member = await familyApi(request, family);
    await member.post(`/api/family/cases/${family.caseId}/video/approve`);
    const obituary = await publishedObituary(request, company.director, {
      fullName: 'Harold James Penhallow',
      diedOn: daysAgo(4),
      caseId: family.caseId,
    });
    await page.goto(obituaryPage(obituary, '/memorial-video'));
    const video = page.locator('video');
    await expect(video).toBeVisible();
    const track = video.locator('track[kind="captions"]');
    await expect(track).toHaveAttribute('srclang', 'en');
    const captions = await request.get((await track.getAttribute('src'))!);
    expect(captions.headers()['content-type']).toBe('text/vtt; charset=utf-8');
    expect(await captions.text()).toMatch(/^WEBVTT/);
    // The browser can read the file: its duration is known once the metadata loaded.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(9);
    await expectAccessible(page);
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
