import type { TestCompany } from '#tests/server/test-companies.ts';
import { serverOrigin } from '../fixtures/company.ts';
import { e2ePort } from '../setup/e2e-mail.ts';
import { staffToken } from './builder-support.ts';
import { expect, test } from './fixtures.ts';

/* The company fixture's promise (decision 0016): a test's company is its own, in the browser and in the API. */
test('what one test’s company changes, another company does not see', async ({
  page,
  request,
  company,
  playwright,
}) => {
  // Another company, made the way the fixture makes each test's.
  const api = await playwright.request.newContext({ baseURL: serverOrigin() });
  const other = (await (await api.post('/api/testing/companies')).json()) as TestCompany;
  expect(other.host).not.toBe(company.host);

  // This test's staff add a redirect through the API (the fixture's request carries the company's X-Host).
  const token = await staffToken(request, company.staff);
  const added = await request.post('/api/web/builder/redirects', {
    data: { from: '/only-here', to: '/about', permanent: false },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(added.status()).toBe(201);

  // The browser is on this company's host: its visitors are sent on...
  await page.goto('/only-here');
  await expect(page).toHaveURL(`${company.origin}/about`);
  // ...while the other company has no such path, and this company's session is none there.
  const elsewhere = await page.goto(`http://${other.host}:${e2ePort()}/only-here`);
  expect(elsewhere?.status()).toBe(404);
  const versions = await api.get('/api/web/builder/versions', {
    headers: { 'X-Host': other.host, Authorization: `Bearer ${token}` },
  });
  expect(versions.status()).toBe(401);
  await api.dispose();
});
