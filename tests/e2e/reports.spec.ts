import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatMoney } from '#contract/money.ts';
import { SANDBOX_APPROVE_CARD } from '#contract/sandbox-cards.ts';
import { burialPackage } from '#tests/server/test-catalogue/price-list.ts';
import { familyCase } from './factories/family-cases.ts';
import { signedStatement, statementPayment } from './factories/statements.ts';
import { expect, expectAccessibleOnPhone, test } from './fixtures.ts';

/*
 * The owner's Reports (decision 0126), in the test's own company made as the demo's is: Daniel Okafor
 * has signed for his mother Grace's funeral and paid $1,500 by card, Rose Whitfield's request is a case
 * not signed yet. The owner opens Reports from the console's navigation and reads those figures (a
 * case opened, the statement's revenue, the card payment, Grace's open balance linked to her case),
 * the page passes axe and fits a 360 px phone, and the open balances' CSV adds up to the total the page
 * shows.
 */

const PAID_CENTS = 150_000;

/** "$12,345.67" as cents. */
const centsOf = (money: string) => Math.round(Number(money.replace(/[^0-9.-]/g, '')) * 100);

async function signInToConsole(page: Page, account: { email: string; password: string }, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the owner reads the reports, and the open balances download as a CSV that adds up to the page', async ({
  page,
  request,
  company,
}) => {
  test.slow();
  const [daniel] = await Promise.all([
    familyCase(request, company.director, { decedentName: 'Grace Adaeze Okafor', contactName: 'Daniel Okafor' }),
    familyCase(request, company.director, { decedentName: 'Harold James Whitfield', contactName: 'Rose Whitfield' }),
  ]);
  const statement = await signedStatement(request, daniel, { packageName: burialPackage.name });
  await statementPayment(request, daniel, PAID_CENTS, SANDBOX_APPROVE_CARD);
  const owed = statement.totalCents - PAID_CENTS;

  await signInToConsole(page, company.owner, '/staff');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // The counts: two cases opened this month, both at need.
  const casesTable = page.getByRole('table', { name: 'Cases opened by month' });
  await expect(casesTable.getByRole('row', { name: /^Total/ })).toContainText('2');
  // The money: the statement's revenue, the card payment, Grace's balance linked to her case.
  await expect(
    page.getByRole('table', { name: 'Revenue by category' }).getByRole('row', { name: /^Total/ }),
  ).toContainText(formatMoney(statement.totalCents));
  await expect(
    page.getByRole('table', { name: 'Payments received by method' }).getByRole('row', { name: /^Card \(online\)/ }),
  ).toContainText(formatMoney(PAID_CENTS));
  const balances = page.getByRole('table', { name: 'Cases with a balance, oldest first' });
  await expect(balances.getByRole('link', { name: 'Grace Adaeze Okafor' })).toHaveAttribute(
    'href',
    `/staff/cases/${daniel.caseId}`,
  );
  const total = page.getByTestId('open-balance-total');
  await expect(total).toHaveText(formatMoney(owed));
  // Each chart is an image whose name holds its figures, beside its table.
  await expect(page.getByRole('img', { name: /^Open balances by days since signing: 0–30 days, / })).toBeVisible();

  await expectAccessibleOnPhone(page);

  // The open balances' CSV: its rows add up to the total on the page.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV: Cases with a balance' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lantern-balances-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Case,Name,Signed on,Days since signing,Ageing,Total,Paid,Balance');
  const rows = lines.slice(1, -1);
  expect(rows).toHaveLength(1);
  const sum = rows.reduce((cents, line) => cents + centsOf(line.slice(line.lastIndexOf(',') + 1)), 0);
  expect(sum).toBe(centsOf((await total.textContent())!));
  expect(rows[0]).toContain('Grace Adaeze Okafor');
});
