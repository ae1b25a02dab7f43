import { formatMoney } from '#contract/money.ts';
import { SANDBOX_APPROVE_CARD, SANDBOX_DECLINE_CARD } from '#contract/sandbox-cards.ts';
import { shopMessages } from '#contract/shop.ts';
import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { flowerBasket, keepsakeCandle, lilyBouquet, pottedPlant } from '#tests/server/test-catalogue/shop.ts';
import { expect, expectAccessible, phone, test } from './fixtures.ts';
import { mailsNow, waitForMails } from './mailbox.ts';
import { field, uniqueEmail } from './planning-steps.ts';
import { countOrderPosts, fillCheckout, obituaryShop, openCheckout } from './shop-steps.ts';
import { startingWith } from './starting-with.ts';

/*
 * The sympathy shop end to end on the real server, database and SMTP server, with the
 * sandbox payment provider (decision 0033) and the order's access key (decision 0034). The shop is
 * that of the test's own obituary, published by the director with its services still ahead (flowers
 * delivered to the visitation and the service until a day before), selling the company's stock
 * products.
 */

const fullName = 'Margaret Ann Sullivan';

/** The shop's delivery fee for flowers, added once to an order of them (server/services/shop/catalogue.ts). */
const FLOWERS_DELIVERY_CENTS = 1_500;
/** Two of the lilies, as fillCheckout orders them, delivered. */
const LILIES_TOTAL = formatMoney(2 * lilyBouquet.priceCents + FLOWERS_DELIVERY_CENTS);

const toPathAndHash = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
};

test.describe('sympathy shop', () => {
  test('buys flowers with the sandbox card, shows the thanks page and mails a link that opens it elsewhere', async ({
    page,
    request,
    browser,
    company,
  }) => {
    // Four axe scans and a second browser on a shared two-core machine.
    test.slow();
    const shop = await obituaryShop(request, company.director, fullName);
    await page.goto(shop);
    await expect(page.getByRole('heading', { level: 2, name: 'Sympathy shop' })).toBeVisible();
    const lily = page.getByRole('listitem').filter({ hasText: lilyBouquet.name });
    await expect(lily.getByText(formatMoney(lilyBouquet.priceCents))).toBeVisible();
    const photo = lily.getByRole('img', { name: lilyBouquet.imageAlt });
    await expect(photo).toHaveAttribute('width', '640');
    await expect(photo).toHaveAttribute('srcset', /-320\.webp 320w/);
    // The fifth card's photo, past those loaded at once.
    await expect(page.getByRole('img', { name: keepsakeCandle.imageAlt })).toHaveAttribute('loading', 'lazy');
    await expectAccessible(page);

    await page.getByRole('link', { name: lilyBouquet.name }).click();
    await expect(page.getByRole('heading', { level: 2, name: lilyBouquet.name })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Send this gift' }).click();
    await expect(page).toHaveURL(/\/shop\/product\/\d+\/checkout$/);
    await expect(page.getByRole('radio', { name: /to the family/i })).toBeVisible();
    await expectAccessible(page);
    const email = uniqueEmail('ruth');
    await fillCheckout(page, { name: 'Ruth Lindqvist', email, card: SANDBOX_APPROVE_CARD });
    await expect(page.getByRole('complementary', { name: 'Your order' })).toContainText(LILIES_TOTAL);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Thank you, Ruth Lindqvist' })).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/order\/[\w-]{22}\/thanks$/);
    await expect(page.getByText(LILIES_TOTAL)).toBeVisible();
    await expect(page.getByText(`2 × ${lilyBouquet.name}`)).toBeVisible();
    // The purchaser's words are text, never markup.
    await expect(page.getByText('With love from the Lindqvist family <3')).toBeVisible();
    await expect(page.getByText(startingWith(`Visitation at ${firstChapel.name}`))).toBeVisible();
    await expectAccessible(page);

    const [mail] = await waitForMails((received) => received.to.includes(email), 1);
    expect(mail!.subject).toBe(`Your order in memory of ${fullName}`);
    expect(mail!.text).toContain(`Total paid: ${LILIES_TOTAL}`);
    const link = /https?:\/\/\S+\/thanks#key=[\w-]{43}/.exec(mail!.text)?.[0];
    expect(link, 'the thanks link in the mail').toBeDefined();

    // Another browser, a phone with nothing stored: the mail's link opens the order. The test company keeps the
    // demo's configured site address, so the link's path and key are opened on this company's host.
    const elsewhere = await browser.newContext({ baseURL: company.origin, viewport: phone });
    const other = await elsewhere.newPage();
    await other.goto(toPathAndHash(link!));
    const thanks = other.getByRole('heading', { level: 2, name: 'Thank you, Ruth Lindqvist' });
    // Below the site's and the obituary's headers on a phone, the confirmation is brought up and read first.
    await expect(thanks).toBeInViewport();
    await expect
      .poll(() => thanks.evaluate((heading) => heading.getBoundingClientRect().top), {
        message: 'the confirmation at the top of the screen',
      })
      .toBeLessThan(phone.height / 8);
    await expect(thanks).toBeFocused();
    // The key left the address bar (nothing to share by accident), and the browser kept it.
    await expect(other).not.toHaveURL(/key=/);
    await other.reload();
    await expect(other.getByText(`2 × ${lilyBouquet.name}`)).toBeVisible();
    await elsewhere.close();

    // Without the key, the order is not shown.
    const stranger = await browser.newContext({ baseURL: company.origin });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(new URL(link!).pathname);
    await expect(strangerPage.getByRole('heading', { name: 'We cannot show this order here' })).toBeVisible();
    await expect(strangerPage.getByText('Ruth Lindqvist')).toHaveCount(0);
    await stranger.close();
  });

  test.describe('a declined card', () => {
    // The 402 of the declined payment is logged by the browser as a failed resource.
    test.use({ expectedConsoleErrors: [/status of 402/] });

    test('says so clearly, takes nothing, keeps everything typed, and the next card goes through', async ({
      page,
      request,
      company,
    }) => {
      await openCheckout(page, await obituaryShop(request, company.director, fullName), flowerBasket.name);
      const email = uniqueEmail('declined');
      await fillCheckout(page, { name: 'Mateo Ruiz', email, card: SANDBOX_DECLINE_CARD });
      await page.getByRole('button', { name: 'Place order' }).click();

      await expect(page.getByRole('alert')).toHaveText(shopMessages.declined);
      await expect(field(page, 'Card number')).toHaveAccessibleDescription(shopMessages.declined);
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(field(page, 'Your name')).toHaveValue('Mateo Ruiz');
      await expect(field(page, 'Email')).toHaveValue(email);
      await expect(field(page, 'Card message')).toHaveValue('With love from the Lindqvist family <3');
      await expect(field(page, 'Quantity')).toHaveValue('2');
      await expect(page.getByRole('radio', { name: startingWith(`Visitation at ${firstChapel.name}`) })).toBeChecked();

      // Another card: the same form goes through, and only that order is confirmed.
      await field(page, 'Card number').fill(SANDBOX_APPROVE_CARD);
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Thank you, Mateo Ruiz' })).toBeVisible();
      await waitForMails((mail) => mail.to.includes(email), 1);
      expect(await mailsNow((mail) => mail.to.includes(email))).toHaveLength(1);
    });
  });

  test('a double-clicked "Place order" sends one order', async ({ page, request, company }) => {
    await openCheckout(page, await obituaryShop(request, company.director, fullName), pottedPlant.name);
    const email = uniqueEmail('double');
    await fillCheckout(page, { name: 'Hedda Lang', email, card: SANDBOX_APPROVE_CARD });
    const posts = countOrderPosts(page);
    await page.getByRole('button', { name: 'Place order' }).dblclick();

    await expect(page.getByRole('heading', { level: 2, name: 'Thank you, Hedda Lang' })).toBeVisible();
    expect(posts()).toBe(1);
    await waitForMails((mail) => mail.to.includes(email), 1);
    expect(await mailsNow((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  test("loads the shop's code on shop pages only, and the checkout's form code on checkout only", async ({
    page,
    request,
    company,
  }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    const loadedSince = (from: number) => scripts.slice(from).join(' ');
    const shop = await obituaryShop(request, company.director, fullName);
    await page.goto(shop.replace(/\/shop$/, ''), { waitUntil: 'networkidle' });
    await expect(page.getByRole('link', { name: 'Shop' })).toBeVisible();
    expect(loadedSince(0)).not.toMatch(/\/(shop|checkout|thanks|BackToShop|order-key-storage|useForm)[-.]/);

    const before = scripts.length;
    await page.getByRole('link', { name: 'Shop' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sympathy shop' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loadedSince(before)).toMatch(/\/shop-/);
    expect(loadedSince(before)).not.toMatch(/\/(checkout|useForm)-/);

    const atShop = scripts.length;
    await page.getByRole('link', { name: keepsakeCandle.name }).click();
    await page.getByRole('link', { name: 'Send this gift' }).click();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    expect(loadedSince(atShop)).toMatch(/\/checkout-/);
  });
});
