import { paymentMessages } from '#contract/family-payments.ts';
import { SANDBOX_APPROVE_CARD, SANDBOX_DECLINE_CARD } from '#contract/sandbox-cards.ts';
import { formatMoney } from '#contract/money.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { cremationPackage } from '#tests/server/test-catalogue/price-list.ts';
import { familyCase } from './factories/family-cases.ts';
import type { StaffAccount } from './factories/staff-api.ts';
import { signedStatement, statementPayment } from './factories/statements.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { countPaymentPosts, onlyCase, paymentsOf, signIn, statementOf } from './family-case-steps.ts';
import { field } from './planning-steps.ts';

/*
 * Paying the signed statement by card through the sandbox provider (decision 0033), on
 * the real server. The test's own family signed the statement and paid part of it, through the
 * portal's calls.
 */

async function signedAndPartPaid(request: APIRequestContext, director: StaffAccount) {
  const member = await familyCase(request, director, {
    decedentName: 'Agnes Ruth Callahan',
    contactName: 'Peter Callahan',
  });
  await signedStatement(request, member, { packageName: cremationPackage.name });
  await statementPayment(request, member, 10000);
  return member;
}

async function fillPayment(page: Page, amount: string, card: string) {
  await field(page, 'Amount (USD)').fill(amount);
  await field(page, 'Card number').fill(card);
  await field(page, 'Expiry date').fill('12/34');
  await field(page, 'Security code').fill('123');
}

test.describe('statement payment', () => {
  test('pays part of the balance once on a double click, shows a receipt and lists the payment', async ({
    page,
    request,
    company,
  }) => {
    test.slow();
    const token = await signIn(page, request, await signedAndPartPaid(request, company.director));
    const found = await onlyCase(request, token);
    const before = await statementOf(request, token, found.id);
    expect(before.balanceCents).toBeGreaterThan(2500);
    const posts = countPaymentPosts(page);

    await page.goto(`${found.path}/statement`);
    await page.getByRole('link', { name: 'Make a payment' }).click();
    await expect(page).toHaveURL(`${found.path}/statement/payment`);
    await expect(page.getByRole('heading', { level: 2, name: 'Make a payment' })).toBeVisible();
    await expect(field(page, 'Amount (USD)')).toHaveValue((before.balanceCents / 100).toFixed(2));
    await expectAccessible(page);

    await fillPayment(page, '25.00', SANDBOX_APPROVE_CARD);
    await page.getByRole('button', { name: 'Pay now' }).dblclick();
    const receipt = page.getByRole('region', { name: 'Thank you: your payment was received' });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByText('$25.00')).toBeVisible();
    await expect(receipt.getByText('Visa ending in 4242')).toBeVisible();
    await expect(receipt.getByText(formatMoney(before.balanceCents - 2500))).toBeVisible();
    expect(posts()).toBe(1);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to the statement' }).click();
    const payments = page.getByRole('table', { name: 'Payments' });
    await expect(
      payments.getByRole('row').filter({ hasText: 'Visa ending in 4242' }).filter({ hasText: '$25.00' }),
    ).toHaveCount(1);
    await expect(page.getByText(formatMoney(before.balanceCents - 2500), { exact: true })).toBeVisible();
    const after = await statementOf(request, token, found.id);
    expect(after.balanceCents).toBe(before.balanceCents - 2500);
    expect(after.paidCents).toBe(before.paidCents + 2500);
  });

  test.describe('a declined card', () => {
    // The 402 answer is the point of the test; the browser logs it.
    test.use({ expectedConsoleErrors: [/status of 402/] });

    test('keeps the form, says so and charges nothing', async ({ page, request, company }) => {
      const token = await signIn(page, request, await signedAndPartPaid(request, company.director));
      const found = await onlyCase(request, token);
      const before = await statementOf(request, token, found.id);
      const paidBefore = (await paymentsOf(request, token, found.id)).items.filter((p) => p.status === 'paid').length;

      await page.goto(`${found.path}/statement/payment`);
      await fillPayment(page, '10.00', SANDBOX_DECLINE_CARD);
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(page.getByRole('alert')).toHaveText(paymentMessages.declined);
      await expect(field(page, 'Amount (USD)')).toHaveValue('10.00');
      await expect(field(page, 'Card number')).toHaveValue(SANDBOX_DECLINE_CARD);
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
      await expectAccessible(page);

      // A later submit the amount's own check stops: the decline above the form was the last
      // attempt's and goes; the field says what is wrong now.
      await field(page, 'Amount (USD)').fill(((before.balanceCents + 1) / 100).toFixed(2));
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(field(page, 'Amount (USD)')).toHaveAccessibleDescription(/Cannot exceed the balance/);
      await expect(page.getByRole('alert')).toHaveText('');

      const after = await statementOf(request, token, found.id);
      expect(after.balanceCents).toBe(before.balanceCents);
      const paidAfter = (await paymentsOf(request, token, found.id)).items.filter((p) => p.status === 'paid').length;
      expect(paidAfter).toBe(paidBefore);
    });
  });

  test('an amount over the balance is refused beside the field before anything is sent', async ({
    page,
    request,
    company,
  }) => {
    const token = await signIn(page, request, await signedAndPartPaid(request, company.director));
    const found = await onlyCase(request, token);
    const before = await statementOf(request, token, found.id);
    const posts = countPaymentPosts(page);
    await page.goto(`${found.path}/statement/payment`);
    await fillPayment(page, ((before.balanceCents + 1) / 100).toFixed(2), SANDBOX_APPROVE_CARD);
    // From the keyboard: Enter in the last field sends the form.
    await field(page, 'Security code').press('Enter');
    await expect(field(page, 'Amount (USD)')).toHaveAccessibleDescription(
      new RegExp(`Cannot exceed the balance of \\${formatMoney(before.balanceCents)}`),
    );
    expect(posts()).toBe(0);
  });
});
