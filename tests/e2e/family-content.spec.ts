import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { expectNoStoredXss, storedXssCorpus } from '../fixtures/stored-xss.ts';
import { signIn } from './family-case-steps.ts';
import { publishObituary, tabTo } from './family-content-steps.ts';
import { uniqueEmail, type FamilyMember } from './factories/family-cases.ts';
import { sharedMemory } from './factories/memories.ts';
import type { StaffAccount } from './factories/staff-api.ts';
import { daysAgo, readyObituary } from './factories/obituaries.ts';
import { sentStationeryProof, sentVideoProof } from './factories/proofs.ts';

/*
 * The family's content: write, approve and see the obituary on the public page; approve a
 * memory and see it public, reject another; the wall's settings; comment on and approve stationery
 * proofs and the memorial video the director uploaded and sent (the stationery once with the keyboard
 * only), and see the video in public. Axe on the six pages, and the stored-XSS corpus on every surface
 * that shows what a family or a visitor wrote. All on the test's own family (the `family` fixture),
 * whose obituary its director writes and publishes.
 */

/** The family's case with its obituary published by the director, and the family signed in on the page. */
async function publishedCase(page: Page, request: APIRequestContext, director: StaffAccount, family: FamilyMember) {
  await readyObituary(request, director, {
    fullName: 'Harold James Penhallow',
    diedOn: daysAgo(4),
    caseId: family.caseId,
  });
  const obituary = await publishObituary(request, director, family.caseId);
  await signIn(page, request, family);
  return { obituary, task: (name: string) => `${family.casePath}/task/${name}` };
}

test.describe('family content task pages', () => {
  test('writes the obituary with the editor, approves it and sees it on the public page', async ({
    page,
    request,
    company,
    family,
  }) => {
    const { obituary, task } = await publishedCase(page, request, company.director, family);
    await page.goto(task('review-obituary'));
    await expect(page.getByRole('heading', { level: 2, name: 'Write and approve the obituary' })).toBeVisible();
    const editor = page.getByLabel('Obituary text');
    await editor.fill(`Harold loved the sea.\n\n${storedXssCorpus.join('\n\n')}`);
    // Ctrl+B on the selected word makes it bold, as the preview shows.
    await editor.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(7, 12));
    await editor.press('Control+b');
    await expect(editor).toHaveValue(/^Harold \*\*loved\*\* the sea\./);
    await expect(page.locator('strong', { hasText: 'loved' })).toBeVisible();
    // Ctrl+B, words typed at a person's speed, Ctrl+B, more words: only those words are
    // bold (it once left "**devoted** husband.****"); typed fast, no letter moves ("**evoted**…d").
    await editor.press('End');
    await editor.pressSequentially(' He was a ', { delay: 80 });
    await editor.press('Control+b');
    await editor.pressSequentially('devoted', { delay: 80 });
    await editor.press('Control+b');
    await editor.pressSequentially(' husband and a ', { delay: 80 });
    await editor.press('Control+b');
    await editor.pressSequentially('patient');
    await editor.press('Control+b');
    await editor.pressSequentially(' teacher.');
    await expect(editor).toHaveValue(
      /^Harold \*\*loved\*\* the sea\. He was a \*\*devoted\*\* husband and a \*\*patient\*\* teacher\.\n\n/,
    );
    await expect(page.locator('strong', { hasText: 'devoted' })).toBeVisible();
    // Marks left over are neither saved nor approved: the field says why until they are gone.
    await editor.press('Control+b');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(editor).toHaveAccessibleDescription(/Some formatting is unfinished/);
    await editor.press('Control+b');
    await expect(editor).not.toHaveAttribute('aria-invalid');
    await expectAccessible(page);
    await expectNoStoredXss(page);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The obituary is approved.' })).toBeVisible();
    await page.reload();
    await expectNoStoredXss(page);

    await page.goto(obituary.path);
    await expect(page.locator('strong', { hasText: 'loved' })).toBeVisible();
    await expect(page.getByText('He was a devoted husband and a patient teacher.')).toBeVisible();
    await expect(page.getByText('the sea.')).toBeVisible();
    await expectNoStoredXss(page);
  });

  test('approves a pending memory onto the public page and rejects another; memories show as text', async ({
    page,
    request,
    company,
    family,
  }) => {
    const { obituary, task } = await publishedCase(page, request, company.director, family);
    for (const name of ['Evelyn Hart', 'Samuel Ortiz'])
      await sharedMemory(request, obituary.id, {
        name,
        email: uniqueEmail(name),
        text: 'We remember Harold at the harbour, every summer.',
      });
    // A visitor writes a memory holding the corpus: it waits for the family, shown as text.
    const written = await request.post(`/api/web/obituaries/${obituary.id}/memories`, {
      multipart: { name: 'Mallory Visitor', email: 'mallory@example.com', text: storedXssCorpus.join(' ') },
    });
    expect(written.status()).toBe(201);

    await page.goto(task('review-wall-comments'));
    await expect(page.getByRole('heading', { level: 2, name: 'Review memories on the memorial wall' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Memory from Mallory Visitor' })).toContainText(storedXssCorpus[0]);
    await expectAccessible(page);
    await expectNoStoredXss(page);

    await page.getByRole('button', { name: 'Approve the memory from Evelyn Hart' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The memory from Evelyn Hart is approved.' }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Memory from Evelyn Hart' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reject the memory from Samuel Ortiz' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The memory from Samuel Ortiz is rejected.' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Rejected' }).check();
    await expect(page.getByRole('article', { name: 'Memory from Samuel Ortiz' })).toBeVisible();

    await page.goto(`${obituary.path}/memories`);
    await expect(page.getByText('Evelyn Hart')).toBeVisible();
    await expect(page.getByText('Samuel Ortiz')).toHaveCount(0);
    await expect(page.getByText('Mallory Visitor')).toHaveCount(0);
  });

  test('saves the memorial wall settings', async ({ page, request, company, family }) => {
    const { task } = await publishedCase(page, request, company.director, family);
    await page.goto(task('review-wall-settings'));
    await expect(page.getByRole('heading', { level: 2, name: 'Set up the memorial wall' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'We approve each memory before it is shown' })).toBeChecked();
    await page.getByRole('radio', { name: 'Only members of our family portal' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The memorial wall settings are saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Only members of our family portal' })).toBeChecked();
    await expectAccessible(page);
  });
});

test.describe('proofs the funeral home sent', () => {
  // Proofs the test's director uploads and sends (decision 0078).

  test('comments on a stationery proof and approves it, which locks it', async ({ page, request, company, family }) => {
    await sentStationeryProof(request, company.director, family.caseId, 'prayer-card', ['front', 'back']);
    await sentStationeryProof(request, company.director, family.caseId, 'bookmark', ['front', 'back']);
    await signIn(page, request, family);
    await page.goto(`${family.casePath}/task/review-stationery`);
    await expect(page.getByRole('heading', { level: 2, name: 'Approve the printed stationery' })).toBeVisible();
    await expect(page.getByText(/^2 of \d proofs wait for your approval\.$/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Prayer card' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Review the prayer card' })).toBeVisible();
    const front = page.getByRole('img', { name: 'Proof of the prayer card, front' });
    await expect(front).toBeVisible();
    await expect.poll(() => front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.getByLabel('Comment on the front').fill(storedXssCorpus[1]);
    await page.getByRole('button', { name: 'Send comment' }).first().click();
    await expect(page.getByRole('list', { name: 'Comments on the front' })).toContainText(storedXssCorpus[1]);
    await expectAccessible(page);
    await expectNoStoredXss(page);

    await page.getByRole('button', { name: 'Approve the prayer card' }).click();
    await expect(page.getByRole('button', { name: 'Yes, approve' })).toBeFocused();
    await page.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(page.getByText('The prayer card is approved.')).toBeVisible();
    await expect(page.getByLabel('Comment on the front')).toHaveCount(0);
    await page.getByRole('link', { name: 'All proofs' }).click();
    await expect(page.getByText(/^1 of \d proofs? waits? for your approval\.$/)).toBeVisible();

    // With the keyboard only, on the bookmark: comment, approve, confirm.
    await page.getByRole('link', { name: 'Bookmark' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review the bookmark' })).toBeVisible();
    await tabTo(page, 'textbox', 'Comment on the back');
    await page.keyboard.type('Please use the photo from the lake.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Comments on the back' })).toContainText('the photo from the lake');
    // Approving waits until the comment's round trip has ended (a disabled button takes no focus).
    await expect(page.getByRole('button', { name: 'Approve the bookmark' })).toBeEnabled();
    await tabTo(page, 'button', 'Approve the bookmark');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Yes, approve' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The bookmark is approved.')).toBeVisible();
  });

  test('watches the memorial video with captions, comments, approves it, and it plays in public', async ({
    page,
    request,
    company,
    family,
  }) => {
    await sentVideoProof(request, company.director, family.caseId);
    await readyObituary(request, company.director, {
      fullName: 'Harold James Penhallow',
      diedOn: daysAgo(4),
      caseId: family.caseId,
    });
    const obituary = await publishObituary(request, company.director, family.caseId);
    await signIn(page, request, family);
    const task = (name: string) => `${family.casePath}/task/${name}`;
    await page.goto(`${obituary.path}/memorial-video`);
    await expect(page.getByText('No memorial video yet.')).toBeVisible();

    await page.goto(task('review-video'));
    await expect(page.getByRole('heading', { level: 2, name: 'Approve the memorial video' })).toBeVisible();
    const video = page.locator('video');
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'en');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(9);
    await page.getByLabel('Comment on the video').fill(storedXssCorpus[2]);
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expect(page.getByRole('list', { name: 'Comments on the video' })).toContainText(storedXssCorpus[2]);
    await expectAccessible(page);
    await expectNoStoredXss(page);
    await page.getByRole('button', { name: 'Approve the memorial video' }).click();
    await page.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(page.getByText('The memorial video is approved.')).toBeVisible();

    await page.goto(`${obituary.path}/memorial-video`);
    await expect(page.locator('video')).toBeVisible();
  });
});
