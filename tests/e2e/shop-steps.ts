import type { APIRequestContext, Page } from '@playwright/test';
import { firstChapel } from '#tests/server/test-catalogue/chapels.ts';
import { daysAgo, publishedObituary, servicesAhead } from './factories/obituaries.ts';
import type { StaffAccount } from './factories/staff-api.ts';
import { expect } from './fixtures.ts';
import { field } from './planning-steps.ts';
import { startingWith } from './starting-with.ts';

/**
 * The shop of an obituary the director publishes with its services still ahead (flowers delivered to
 * the visitation and the service until a day before): its address, /obituaries/{id}/{name}/shop.
 */
export async function obituaryShop(
  request: APIRequestContext,
  director: StaffAccount,
  fullName: string,
): Promise<string> {
  const obituary = await publishedObituary(request, director, {
    fullName,
    bornOn: '1944-06-02',
    diedOn: daysAgo(3),
    location: firstChapel.name,
    events: servicesAhead(firstChapel.name),
  });
  return `${obituary.path}/shop`;
}

/** From the shop's grid (`shop`, an obituary's /shop address) to a product's checkout, as a visitor clicks through. */
export async function openCheckout(page: Page, shop: string, product: string) {
  await page.goto(shop);
  await page.getByRole('link', { name: product }).click();
  await page.getByRole('link', { name: 'Send this gift' }).click();
  await expect(page).toHaveURL(/\/shop\/product\/\d+\/checkout$/);
}

export interface Purchaser {
  name: string;
  email: string;
  card: string;
}

/** Fills the checkout as a person would: two of the gift, to the visitation, with a card message. */
export async function fillCheckout(page: Page, purchaser: Purchaser) {
  await field(page, 'Quantity').selectOption('2');
  await page.getByRole('radio', { name: startingWith(`Visitation at ${firstChapel.name}`) }).check();
  await field(page, 'Card message').fill('With love from the Lindqvist family <3');
  await field(page, 'Your name').fill(purchaser.name);
  await field(page, 'Email').fill(purchaser.email);
  await field(page, 'Phone').fill('+1 503 555 0142');
  await field(page, 'Card number').fill(purchaser.card);
  await field(page, 'Expiry date').fill('12/34');
  await field(page, 'Security code').fill('123');
}

/** The orders this page sent to the server. */
export function countOrderPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/shop\/orders$/.test(request.url())) posts += 1;
  });
  return () => posts;
}
