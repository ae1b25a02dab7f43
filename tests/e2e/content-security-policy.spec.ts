import { expect, test } from './fixtures.ts';

/* The policy is on in the browser (decision 0024): the fixture fails any test that breaks it; these break it on purpose. */
test.describe('content security policy', () => {
  test.use({ expectedCspViolations: [/^script-src-elem blocked inline/] });

  test('an injected inline script does not run', async ({ page, cspViolations }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  });

  test('no page can be framed', async ({ page, baseURL }) => {
    const refused = page.waitForEvent('console', (message) => /frame-ancestors 'none'/.test(message.text()));
    await page.setContent(`<iframe title="framed site" src="${baseURL}/"></iframe>`);
    await refused;
  });
});
