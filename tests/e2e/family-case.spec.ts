import { STATEMENT_DISCLOSURE, STATEMENT_TITLE } from '#contract/family-statement.ts';
import type { APIRequestContext } from '@playwright/test';
import { burialPackage, cremationPackage } from '#tests/server/test-catalogue/price-list.ts';
import type { StaffAccount } from './factories/staff-api.ts';
import { arrangePackage } from './factories/arrangements.ts';
import { familyCase } from './factories/family-cases.ts';
import { signedStatement, statementPayment } from './factories/statements.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { familyToken, onlyCase, signIn } from './family-case-steps.ts';

/*
 * The case pages: the list opens the family's one case, the case home, the canonical
 * name, 404 for a case that is not the person's, the signed statement and the price list. The
 * families are the test's own, made through the console's and the portal's calls.
 */

/** A family member on a case made by hand, nothing arranged yet. */
const hartley = (request: APIRequestContext, director: StaffAccount) =>
  familyCase(request, director, { decedentName: 'Eleanor Grace Hartley', contactName: 'Miriam Hartley' });

/** Mid-arrangement: a package chosen, its selections open, no purchaser. */
async function arrangingHartley(request: APIRequestContext, director: StaffAccount) {
  const member = await hartley(request, director);
  await arrangePackage(request, member, burialPackage.name);
  return member;
}

/** A family who signed the statement and paid part of it by card. */
async function signedBrennan(request: APIRequestContext, director: StaffAccount) {
  const member = await familyCase(request, director, {
    decedentName: 'Walter Thomas Brennan',
    contactName: 'Colin Brennan',
  });
  await signedStatement(request, member, { packageName: cremationPackage.name });
  await statementPayment(request, member, 5000);
  return member;
}

test.describe('family case pages', () => {
  test('the case list opens the one case, whose home says who, where, who helps and what comes next', async ({
    page,
    request,
    company,
  }) => {
    const token = await signIn(page, request, await arrangingHartley(request, company.director));
    const found = await onlyCase(request, token);
    await page.goto('/family-portal');
    await expect(page).toHaveURL(found.path);
    await expect(page.getByRole('heading', { level: 1, name: found.decedentName })).toBeVisible();
    const nav = page.getByRole('navigation', { name: `Arrangements for ${found.decedentName}` });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Arrangements' })).toHaveAttribute('href', `${found.path}/arrangements`);
    await expect(nav.getByRole('link', { name: 'Statement' })).toHaveAttribute('href', `${found.path}/statement`);

    const helpers = page.getByRole('region', { name: 'Who is helping you' });
    await expect(helpers.getByText(found.location.address)).toBeVisible();
    const locationPhone = helpers.getByRole('link', { name: found.location.phoneNumber }).first();
    await expect(locationPhone).toHaveAttribute('href', /^tel:\+?\d+$/);
    // A case made by hand in the console names no director yet: the chapel is who the family calls.
    expect(found.director).toBeNull();
    const progress = page.getByRole('region', { name: 'Where you stand' });
    // Mid-arrangement: a package chosen, the selections not complete, no purchaser.
    await expect(progress.getByText('Package chosen: done')).toBeVisible();
    await expect(progress.getByText('Selections complete: not yet')).toBeVisible();
    await expect(progress.getByText('Statement signed: not yet')).toBeVisible();
    await expect(progress.getByRole('link', { name: 'Complete your selections' })).toHaveAttribute(
      'href',
      `${found.path}/arrangements/selections`,
    );
    await expectAccessible(page);
  });

  test('a page of the list past the end leads to the first, which opens the one case', async ({
    page,
    request,
    company,
  }) => {
    const token = await signIn(page, request, await hartley(request, company.director));
    const found = await onlyCase(request, token);
    await page.goto('/family-portal?page=4');
    await expect(page).toHaveURL(found.path);
  });

  test('before signing, the statement is the live one, said to be unsigned, and cannot be paid yet', async ({
    page,
    request,
    company,
  }) => {
    const token = await signIn(page, request, await arrangingHartley(request, company.director));
    const found = await onlyCase(request, token);
    await page.goto(`${found.path}/statement`);
    await expect(page.getByText(/^This statement is not signed yet\./)).toBeVisible();
    const statement = page.getByRole('region', { name: STATEMENT_TITLE });
    await expect(statement.getByText(STATEMENT_DISCLOSURE, { exact: true })).toBeVisible();
    await expect(page.getByText('No payments yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make a payment' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`${found.path}/statement/payment`);
    await expect(page.getByText('The statement must be signed before it can be paid.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  });

  test('a wrong name goes to the canonical one, keeping the page and the query', async ({ page, request, company }) => {
    const token = await signIn(page, request, await hartley(request, company.director));
    const found = await onlyCase(request, token);
    await page.goto(`/family-portal/${found.id}/not-the-name/statement?from=mail`);
    await expect(page).toHaveURL(`${found.path}/statement?from=mail`);
    await expect(page.getByRole('heading', { level: 2, name: STATEMENT_TITLE })).toBeVisible();
  });

  test('another family’s case, an unknown case and a non-numeric id are all "Page Not Found"', async ({
    page,
    request,
    company,
  }) => {
    const brennan = await familyCase(request, company.director, {
      decedentName: 'Walter Thomas Brennan',
      contactName: 'Colin Brennan',
    });
    const othersCase = await onlyCase(request, await familyToken(request, brennan));
    await signIn(page, request, await hartley(request, company.director));
    for (const path of [othersCase.path, '/family-portal/999999/nobody', '/family-portal/abc/nobody']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeVisible();
      await expect(page).toHaveTitle('404 - Page Not Found');
      await expect(page.getByText(othersCase.decedentName)).toHaveCount(0);
    }
  });

  test('the statement of a signed case shows who signed, the itemized statement, payments and balance', async ({
    page,
    request,
    company,
  }) => {
    const token = await signIn(page, request, await signedBrennan(request, company.director));
    const found = await onlyCase(request, token);
    await page.goto(found.path);
    await page
      .getByRole('navigation', { name: `Arrangements for ${found.decedentName}` })
      .getByRole('link', { name: 'Statement' })
      .click();
    await expect(page).toHaveURL(`${found.path}/statement`);
    await expect(page.getByText(/^Signed by Colin Brennan on /)).toBeVisible();
    const statement = page.getByRole('region', { name: STATEMENT_TITLE });
    await expect(statement.getByText(STATEMENT_DISCLOSURE, { exact: true })).toBeVisible();
    const goods = statement.getByRole('table', { name: 'Goods and services selected' });
    await expect(goods.getByRole('columnheader', { name: 'Price' })).toBeVisible();
    expect(await goods.getByRole('rowheader').count()).toBeGreaterThan(1);
    await expect(
      statement.getByRole('table', { name: 'Totals' }).getByRole('rowheader', { name: 'Total', exact: true }),
    ).toBeVisible();
    // The family paid $50.00 of it: that payment, the Paid row it adds up to, and a balance still owed.
    const payments = page.getByRole('table', { name: 'Payments' });
    await expect(payments.getByRole('row').filter({ hasText: '$50.00' }).filter({ hasNotText: 'Paid' })).toHaveCount(1);
    await expect(payments.getByRole('row').filter({ hasText: 'Paid' })).toContainText('$50.00');
    await expect(page.getByRole('link', { name: 'Make a payment' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the general price list shows every item by category, ready to print', async ({ page, request, company }) => {
    const token = await signIn(page, request, await hartley(request, company.director));
    const found = await onlyCase(request, token);
    await page.goto(found.path);
    await page.getByRole('link', { name: 'See the full price list' }).click();
    await expect(page).toHaveURL(`${found.path}/price-list`);
    await expect(page.getByRole('heading', { level: 2, name: 'General price list' })).toBeVisible();
    expect(await page.getByRole('table').count()).toBeGreaterThan(1);
    await expect(page.getByRole('button', { name: 'Print the price list' })).toBeVisible();
    await expectAccessible(page);
  });
});
