import type { Page } from '@playwright/test';
import { centsToAmountText, formatMoney } from '#contract/money.ts';
import { SANDBOX_APPROVE_CARD } from '#contract/sandbox-cards.ts';
import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { burialPackage, casket, walnutFinish } from '#tests/server/test-catalogue/price-list.ts';
import { lilyBouquet } from '#tests/server/test-catalogue/shop.ts';
import { plainPdf } from '#tests/server/factories/pdf.ts';
import { daysAgo, publishedObituary } from './factories/obituaries.ts';
import { colorPhoto } from './factories/photos.ts';
import { familyCase, type FamilyMember } from './factories/family-cases.ts';
import { completedArrangement, signedStatement, statementPayment } from './factories/statements.ts';
import { expect, expectAccessibleOnPhone, test } from './fixtures.ts';
import { signInAsFamily } from './family-portal-steps.ts';
import { waitForMails } from './mailbox.ts';
import { uniqueEmail } from './planning-steps.ts';
import { fillCheckout, openCheckout } from './shop-steps.ts';

/*
 * The money journey: the funeral home runs its money and goods from the console. Staff change a
 * casket's price, which the public price list and Rose's unsigned selections show at once while
 * Daniel's signed statement keeps the old one; a visitor's flowers reach the console and the
 * location's mailbox, and staff see them delivered; staff record Daniel's $500 check and refund his
 * card payment; staff upload a proof, the family comments, staff upload version 2 and the family
 * approves it. Everything through the product's own pages and calls, in the test's own company.
 */

const PACKAGE = burialPackage.name;
/** The casket's option a completed arrangement takes (its first), and the price staff raise it to. */
const OPTION = walnutFinish.name;
const OLD_PRICE = formatMoney(walnutFinish.priceCents);
const RAISED_CENTS = walnutFinish.priceCents + 15_000;
const NEW_PRICE = formatMoney(RAISED_CENTS);

async function signInToConsole(page: Page, account: { email: string; password: string }, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The family's page for the member, signed in in a context of its own. */
async function familyPage(page: Page, member: FamilyMember, path: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const family = await context.newPage();
  await family.goto(path);
  await signInAsFamily(family, member);
  await expect(family).toHaveURL((url) => url.pathname === path);
  return { family, close: () => context.close() };
}

test('staff keep the price list, see orders through, record and refund payments, and answer proofs', async ({
  page,
  request,
  company,
}) => {
  test.slow();
  const [rose, daniel] = await Promise.all([
    familyCase(request, company.director, { decedentName: 'Harold Penhallow', contactName: 'Rose Penhallow' }),
    familyCase(request, company.director, { decedentName: 'Grace Okafor', contactName: 'Daniel Okafor' }),
  ]);
  await completedArrangement(request, rose, { packageName: PACKAGE });
  await signedStatement(request, daniel, { packageName: PACKAGE });
  const card = await statementPayment(request, daniel, 100_000, SANDBOX_APPROVE_CARD);

  // The director raises the casket option's price.
  await signInToConsole(page, company.director, '/staff/price-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Price list' })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${casket.name}`, exact: true }).click();
  await page.getByRole('button', { name: `Edit ${OPTION}` }).click();
  const option = page.getByRole('form', { name: `Change the option ${OPTION}` });
  await option.getByRole('textbox', { name: /^Price in dollars/ }).fill(centsToAmountText(RAISED_CENTS));
  await option.getByRole('button', { name: 'Save the option' }).click();
  await expect(page.getByText(`${OPTION}: ${NEW_PRICE}`)).toBeVisible();

  // A photo of the funeral home's own for the casket's option: uploaded once to the library, chosen here.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Pictures' }).click();
  await page.getByLabel('Alt text').fill('A wood casket in satin finish');
  await page
    .getByLabel('Pictures to upload')
    .setInputFiles({ name: 'casket.jpg', mimeType: 'image/jpeg', buffer: await colorPhoto(150, 110, 70) });
  await page.getByRole('button', { name: 'Upload the picture' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded 1 picture.' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Price list' }).click();
  await page.getByRole('button', { name: `Edit ${casket.name}`, exact: true }).click();
  await page.getByRole('button', { name: `Edit ${OPTION}` }).click();
  const optionPhoto = page.getByRole('region', { name: `Photo of ${OPTION}` });
  await optionPhoto.getByRole('button', { name: /^Choose from your pictures/ }).click();
  await expect(optionPhoto.getByRole('button', { name: 'Use picture 1: A wood casket in satin finish' })).toBeVisible();
  await expectAccessibleOnPhone(page);
  await optionPhoto.getByRole('button', { name: 'Use picture 1: A wood casket in satin finish' }).click();
  await expect(page.getByText(`The photo of ${OPTION} is saved.`)).toBeVisible();
  await expect(optionPhoto.getByRole('img', { name: 'Now: A wood casket in satin finish' })).toBeVisible();

  // The public general price list shows it at once.
  const visitor = await page.context().browser()!.newContext({ baseURL: company.origin });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/');
  await publicPage.getByRole('link', { name: 'General price list' }).click();
  await expect(publicPage.getByRole('row').filter({ hasText: OPTION })).toContainText(NEW_PRICE);

  // Rose's unsigned selections show the new price; Daniel's signed statement keeps the old one.
  const roseView = await familyPage(page, rose, `${rose.casePath}/arrangements/selections`);
  await expect(roseView.family.getByText(NEW_PRICE).first()).toBeVisible();
  await roseView.close();
  const danielView = await familyPage(page, daniel, `${daniel.casePath}/statement`);
  const goods = danielView.family.getByRole('table', { name: 'Goods and services selected' });
  await expect(goods).toContainText(OLD_PRICE);
  await expect(goods).not.toContainText(NEW_PRICE);
  const balance = async () =>
    (await danielView.family.locator('dt:text-is("Balance") + dd').textContent())!.replace(/[$,]/g, '');
  const balanceBefore = Number(await balance());

  // A visitor sends flowers to the visitation: the console has the order, the location its mail.
  const obituary = await publishedObituary(request, company.director, {
    fullName: 'Walter Brandt',
    bornOn: '1941-03-09',
    diedOn: daysAgo(2),
    location: firstChapel.name,
    events: [
      {
        kind: 'visitation',
        startsAt: `${daysAgo(-4)}T17:00`,
        endsAt: `${daysAgo(-4)}T19:00`,
        timeZone: 'America/Los_Angeles',
        flowersUntil: `${daysAgo(-3)}T17:00`,
        location: firstChapel.name,
      },
      {
        kind: 'service',
        startsAt: `${daysAgo(-5)}T10:30`,
        endsAt: `${daysAgo(-5)}T12:00`,
        timeZone: 'America/Los_Angeles',
        flowersUntil: `${daysAgo(-4)}T10:30`,
        location: firstChapel.name,
      },
    ],
  });
  await openCheckout(publicPage, `${obituary.path}/shop`, lilyBouquet.name);
  await fillCheckout(publicPage, { name: 'Ruth Lindqvist', email: uniqueEmail('ruth'), card: SANDBOX_APPROVE_CARD });
  await publicPage.getByRole('button', { name: 'Place order' }).click();
  await expect(publicPage.getByRole('heading', { level: 2, name: 'Thank you, Ruth Lindqvist' })).toBeVisible();
  await visitor.close();
  await waitForMails((mail) => mail.subject.startsWith('New order:') && mail.subject.includes('Walter Brandt'), 1);

  await page.goto('/staff/orders');
  await page.getByRole('link', { name: lilyBouquet.name }).first().click();
  await page.getByRole('button', { name: 'Accept the order' }).click();
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();

  // The director records Daniel's $500 check; his statement's balance drops by $500.
  await page.goto('/staff/cases');
  await page.getByRole('link', { name: 'Grace Okafor' }).click();
  const record = page.getByRole('form', { name: 'Record a payment' });
  await record.getByRole('combobox', { name: /^Paid by/ }).selectOption('Check');
  await record.getByRole('textbox', { name: /^Amount in dollars/ }).fill('500');
  await record.getByRole('textbox', { name: /^Check number/ }).fill('1042');
  await record.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByText(/Check payment of \$500\.00 recorded/)).toBeVisible();
  await danielView.family.reload();
  await expect.poll(async () => Number(await balance())).toBe(balanceBefore - 500);

  // The owner refunds part of the card payment.
  const owner = await page.context().browser()!.newContext({ baseURL: company.origin });
  const ownerPage = await owner.newPage();
  await signInToConsole(ownerPage, company.owner, `/staff/cases`);
  await ownerPage.getByRole('link', { name: 'Grace Okafor' }).click();
  await ownerPage.getByRole('button', { name: 'Refund up to $1,000.00 of this card payment' }).click();
  const refund = ownerPage.getByRole('form', { name: `Refund payment ${card.id}` });
  await refund.getByRole('textbox', { name: /^Amount to refund/ }).fill('100');
  await refund.getByRole('textbox', { name: /^Reason/ }).fill('A line taken off');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(ownerPage.getByText('$100.00 refunded.')).toBeVisible();
  await owner.close();
  await danielView.family.reload();
  await expect.poll(async () => Number(await balance())).toBe(balanceBefore - 500 + 100);

  // The director uploads the prayer card's front and sends it; Daniel comments.
  const proofs = page.getByRole('region', { name: 'Proofs' });
  await proofs.getByRole('combobox', { name: 'Page of the prayer card' }).selectOption('front');
  await proofs.getByLabel('Page image for the prayer card').setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: await colorPhoto(200),
  });
  const pageUpload = proofs.getByRole('combobox', { name: 'Page of the prayer card' }).locator('xpath=..');
  await pageUpload.getByRole('button', { name: 'Upload' }).click();
  await expect(proofs.getByText('Version 1: a draft, not sent to the family yet.')).toBeVisible();
  await proofs.getByRole('button', { name: 'Send the prayer card to the family' }).click();
  await expect(proofs.getByText(/^Version 1, sent .*: waiting for the family\.$/)).toBeVisible();

  const review = danielView.family;
  await review.goto(`${daniel.casePath}/task/review-stationery/prayer-card`);
  await expect(review.getByRole('heading', { level: 2, name: 'Review the prayer card' })).toBeVisible();
  await review.getByLabel('Comment on the front').fill('Please use a lighter green.');
  await review.getByRole('button', { name: 'Send comment' }).first().click();
  await expect(review.getByRole('list', { name: 'Comments on the front' })).toContainText('a lighter green');

  // The director sees the comment, uploads version 2 as one PDF and sends it; Daniel approves it.
  await page.reload();
  await expect(proofs.getByRole('list', { name: 'Comments on the prayer card, front, version 1' })).toContainText(
    'a lighter green',
  );
  await proofs.getByLabel('The whole prayer card as one PDF').setInputFiles({
    name: 'prayer-card.pdf',
    mimeType: 'application/pdf',
    buffer: plainPdf(2),
  });
  await proofs
    .getByLabel('The whole prayer card as one PDF')
    .locator('xpath=..')
    .getByRole('button', { name: 'Upload' })
    .click();
  await expect(proofs.getByText('Version 2: a draft, not sent to the family yet.')).toBeVisible();
  await proofs.getByRole('button', { name: 'Send the prayer card to the family' }).click();
  await expect(proofs.getByText(/^Version 2, sent .*: waiting for the family\.$/)).toBeVisible();

  await review.reload();
  await review.getByRole('button', { name: 'Approve the prayer card' }).click();
  await review.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(review.getByText('The prayer card is approved.')).toBeVisible();
  await page.reload();
  await expect(proofs.getByText(/^Version 2, sent .*: approved .*\.$/)).toBeVisible();
  await danielView.close();
});
