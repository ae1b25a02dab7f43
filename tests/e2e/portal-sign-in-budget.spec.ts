import { atCase } from './family-portal-steps.ts';
import { expect, phone, test } from './fixtures.ts';
import { holdTheApp, openAsItAppears } from './hold-the-app.ts';
import { recordScripts, totalGzip } from './script-weight.ts';

/*
 * Families open the portal from a mailed link, on a phone. Its sign-in page arrives rendered by the
 * server (decision 0121), so its fields take typing with the boot script alone: at most 120 KB of
 * gzipped script by then (issue budget; it is the boot's 1 KB). What was typed and sent is kept when
 * the app arrives, and signs the family in (decision 0120).
 */
const UNTIL_TYPING_BYTES = 120 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.use({ viewport: phone });

test('the sign-in page takes typing before the app, within 120 KB of script, and what was sent then signs in', async ({
  page,
  family,
}) => {
  const scripts = recordScripts(page);
  const { appArrives } = await holdTheApp(page);
  await openAsItAppears(page, '/family-portal/login');
  await page.getByLabel('Email').pressSequentially(family.email);
  await page.getByLabel(/^Password/).pressSequentially(family.password);
  await expect(page.getByLabel('Email')).toHaveValue(family.email);
  const untilTyping = totalGzip(scripts);
  expect(untilTyping).toBeLessThanOrEqual(UNTIL_TYPING_BYTES);

  // Sent before the app is there (its button waits for it): sent once it is, with what was typed.
  await page.getByLabel(/^Password/).press('Enter');
  await appArrives();
  await expect(page).toHaveURL(atCase(family));
  console.log(`portal sign-in, gzip: ${kb(untilTyping)} until it takes typing, ${kb(totalGzip(scripts))} with the app`);
});
