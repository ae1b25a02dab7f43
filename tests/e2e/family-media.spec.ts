import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { taskTitles } from '#contract/family-tasks.ts';
import { toneWav } from '#server/seed/tone-wav.ts';
import { expectNoStoredXss, storedXssCorpus } from '../fixtures/stored-xss.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { onlyCase, signIn } from './family-case-steps.ts';
import { publishObituary } from './family-content-steps.ts';
import { chosenStockTheme } from './factories/memorial-themes.ts';
import { daysAgo, readyObituary, writeObituary } from './factories/obituaries.ts';
import { albumPhotos } from './factories/photos.ts';

/*
 * The media task pages: photos upload with a progress bar each (a text file named .jpg is
 * refused with the server's message), captions are text, songs show their title and length, and the
 * theme the family chooses is worn by the public obituary. Each test's family is the `family`
 * fixture's (a case of the test's own company, its contact signed up from the invitation), with what
 * the test needs made through the console's and the portal's calls (tests/e2e/factories/).
 */

/** The browser fetched and decoded the image: its signed link opened under the page's CSP. */
const expectShown = (image: Locator) =>
  expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);

const png = (r: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g: 120, b: 90 } } })
    .png()
    .toBuffer();

test.describe('family media pages', () => {
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('upload photos: each file gets its progress bar, a text file named .jpg is refused, captions stay text', async ({
    page,
    request,
    family,
  }) => {
    // The album already holds a photo the family added: the new ones come after it.
    await albumPhotos(request, family, ['In the field behind the house']);
    const token = await signIn(page, request, family);
    const found = await onlyCase(request, token);
    await page.goto(`${found.path}/task/upload-photos`);
    await expect(page.getByRole('heading', { level: 2, name: taskTitles['upload-photos'] })).toBeVisible();
    const album = page.getByRole('heading', { level: 3, name: /The album/ });
    const before = Number((await album.textContent())?.match(/\((\d+)\)/)?.[1]);

    await page.getByLabel('Photos to add').setInputFiles([
      { name: 'lake.png', mimeType: 'image/png', buffer: await png(40) },
      { name: 'garden.png', mimeType: 'image/png', buffer: await png(200) },
      {
        name: 'not-a-photo.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('just some text pretending to be a photo'),
      },
    ]);
    for (const name of ['lake.png', 'garden.png']) {
      const bar = page.getByRole('progressbar', { name: `${name}: Uploaded` });
      await expect(bar).toHaveAttribute('value', '100');
    }
    await expect(page.getByRole('progressbar', { name: 'not-a-photo.jpg: Not uploaded' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a JPEG, PNG or WebP photo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry not-a-photo.jpg' })).toBeVisible();
    await expect(album).toHaveText(`The album (${before + 2})`);
    // A photo without a caption has an empty alt (no img role): the album's last <img> is the garden.
    await expectShown(
      page
        .getByRole('region', { name: /The album/ })
        .locator('img')
        .last(),
    );
    await expectAccessible(page);

    // A caption is text: the corpus, saved and read back, renders as written and runs nothing.
    const payload = storedXssCorpus[1];
    const caption = page.getByRole('textbox', { name: `Caption of photo ${before + 1}` });
    await caption.fill(payload);
    await page.getByRole('button', { name: `Save the caption of photo ${before + 1}` }).click();
    await page.reload();
    await expect(page.getByRole('textbox', { name: `Caption of photo ${before + 1}` })).toHaveValue(payload);
    await expect(page.getByRole('button', { name: `Delete ${payload}` })).toBeVisible();
    await expectNoStoredXss(page);
  });

  test('upload music: the title and length come from the file', async ({ page, request, family }) => {
    const token = await signIn(page, request, family);
    const found = await onlyCase(request, token);
    await page.goto(`${found.path}/task/upload-music`);
    await expect(page.getByRole('heading', { level: 2, name: taskTitles['upload-music'] })).toBeVisible();
    await page.getByLabel('Songs to add').setInputFiles([
      { name: 'track01.wav', mimeType: 'audio/wav', buffer: toneWav({ seconds: 65, title: 'Be Thou My Vision' }) },
      // A title tag is text someone wrote: shown as text, never as markup.
      { name: 'track02.wav', mimeType: 'audio/wav', buffer: toneWav({ seconds: 2, title: storedXssCorpus[2] }) },
    ]);
    await expect(page.getByRole('progressbar', { name: 'track01.wav: Uploaded' })).toHaveAttribute('value', '100');
    await expect(page.getByRole('progressbar', { name: 'track02.wav: Uploaded' })).toHaveAttribute('value', '100');
    const row = page.getByRole('row', { name: /Be Thou My Vision/ });
    await expect(row.getByRole('cell', { name: '1:05' })).toBeVisible();
    await expect(page.getByRole('cell', { name: storedXssCorpus[2], exact: true })).toBeVisible();
    // The song plays from its signed link: the browser reads its length from the file it fetched.
    const player = row.getByLabel('Listen to Be Thou My Vision');
    await player.evaluate((audio: HTMLAudioElement) => {
      audio.preload = 'metadata';
      audio.load();
    });
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => Math.round(audio.duration))).toBe(65);
    await expectNoStoredXss(page);
    await expectAccessible(page);
  });

  test('upload the obituary photo: previewed in the obituary’s shape, then saved', async ({
    page,
    request,
    company,
    family,
  }) => {
    const token = await signIn(page, request, family);
    const found = await onlyCase(request, token);
    // The photo is the obituary's: a director has written the case's obituary in the console.
    await writeObituary(request, company.director, {
      caseId: found.id,
      fullName: found.decedentName,
      diedOn: daysAgo(3),
    });
    await page.goto(`${found.path}/task/upload-obituary-photo`);
    await expect(page.getByRole('heading', { level: 2, name: taskTitles['upload-obituary-photo'] })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByLabel('Obituary photo', { exact: true })
      .setInputFiles({ name: 'harold.png', mimeType: 'image/png', buffer: await png(90) });
    await expect(page.getByRole('img', { name: 'Preview of the obituary photo, cropped' })).toBeVisible();
    await page.getByRole('button', { name: 'Save the obituary photo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The obituary photo' })).toBeVisible();
    await expectShown(page.getByRole('img', { name: 'The obituary photo' }));
    await expectAccessible(page);
  });

  test('choose a theme: the preview follows the custom colours, and the public obituary wears the chosen theme', async ({
    page,
    request,
    company,
    family,
  }) => {
    const token = await signIn(page, request, family);
    const found = await onlyCase(request, token);
    // The family chose a stock theme before, and the funeral home has the case's obituary ready to publish.
    await chosenStockTheme(request, family, 'Evergreen');
    await readyObituary(request, company.director, {
      caseId: found.id,
      fullName: found.decedentName,
      diedOn: daysAgo(3),
    });
    await page.goto(`${found.path}/task/select-theme`);
    await expect(page.getByRole('heading', { level: 2, name: taskTitles['select-theme'] })).toBeVisible();
    await expectAccessible(page);

    // The custom theme's preview changes as the colours do, before anything is saved.
    const preview = page.getByTestId('theme-preview');
    await page.getByLabel('Text colour').fill('#113355');
    await expect(preview).toHaveCSS('color', 'rgb(17, 51, 85)');
    await page.getByLabel('Font').selectOption({ label: 'Modern (system sans-serif)' });
    await expect(preview).toHaveCSS('font-family', /system-ui/);

    await page.getByRole('radio', { name: 'Autumn field' }).check();
    await page.getByRole('button', { name: 'Use this theme' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The memorial wears Autumn field.' })).toBeVisible();

    const published = await publishObituary(request, company.director, found.id);
    await page.goto(published.path);
    const article = page.locator('article[data-memorial-theme]');
    await expect(article).toHaveCSS('background-color', 'rgb(251, 248, 243)');
    await expect(article).toHaveCSS('font-family', /Georgia/);
    await expect(article).toHaveCSS('background-image', /\/api\/web\/media\/\d+\/\d+\.webp/);
    await expect(page.getByRole('heading', { level: 1, name: found.decedentName })).toHaveCSS(
      'color',
      'rgb(91, 74, 58)',
    );
    await expectAccessible(page);
  });
});
