import { and, eq, sql } from 'drizzle-orm';
import { goLiveChecklistOf, type GoLiveChecklist } from '#contract/go-live.ts';
import { stableJson } from '#contract/stable-json.ts';
import { companyMailSettings, locations, products, siteVersions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { STARTER_SITE_AUTHOR } from '#server/seed/starter/starter-seed.ts';
import { activeLocation } from './active-locations.ts';
import { paymentInstructionsOf } from './company-settings/payment-instructions.ts';
import { cardPaymentsOf } from './payment-connection.ts';

/*
 * The owner's going-live checklist (decision 0106), each item read from what the company
 * holds now, so it is done the moment the work is, wherever it was done (console, builder, command):
 * 1. mail: every active location has an email, or the company has a notification address. Either way
 *    a request, an order or a signed statement goes to an address someone chose (the rule of
 *    staff-notification-recipients.ts); the last resort, every owner's own sign-in address, does not count.
 * 2. price-list: the owner published the price list (companies.price_list_published_at).
 * 3. payments: card payments are on (`cardPaymentsOf`, decision 0101), or the owner wrote how to pay
 *    without a card (`paymentInstructionsOf`).
 * 4. home-page: the home page visitors see is no longer the starter's: the approved version's "/" page
 *    differs from version 1's, when version 1 was written by `company create`. A site that did not
 *    start from the starter (the demo, restored from one) is done.
 * 5. shop: an active product, or the company's shop turned off (companies.shop_enabled).
 */

/** A location with no email of its own (none, or only blanks). */
const withoutEmail = sql`btrim(coalesce(${locations.email}, '')) = ''`;

async function mailReachesAPerson(scope: TenantScope): Promise<boolean> {
  const [[settings], unreachable] = await Promise.all([
    scope.select({ address: companyMailSettings.notificationAddress }).from(companyMailSettings).limit(1),
    scope.count(locations, and(activeLocation, withoutEmail)),
  ]);
  return Boolean(settings?.address?.trim()) || unreachable === 0;
}

async function homePageEdited(scope: TenantScope): Promise<boolean> {
  const [[approved], [first]] = await Promise.all([
    scope.select({ content: siteVersions.content }).from(siteVersions, eq(siteVersions.status, 'approved')).limit(1),
    scope
      .select({ content: siteVersions.content, author: siteVersions.author })
      .from(siteVersions, eq(siteVersions.version, 1))
      .limit(1),
  ]);
  if (!first || first.author !== STARTER_SITE_AUTHOR) return true;
  if (!approved) return false;
  return stableJson(approved.content.pages['/'] ?? null) !== stableJson(first.content.pages['/'] ?? null);
}

export async function goLiveChecklist(scope: TenantScope, payments: PaymentProvider | null): Promise<GoLiveChecklist> {
  const [company, mail, cards, instructions, homePage, onSale] = await Promise.all([
    scope.company(),
    mailReachesAPerson(scope),
    cardPaymentsOf(scope, payments),
    paymentInstructionsOf(scope),
    homePageEdited(scope),
    scope.count(products, eq(products.active, true)),
  ]);
  return goLiveChecklistOf({
    mail,
    'price-list': Boolean(company?.priceListPublishedAt),
    payments: cards.on || instructions !== null,
    'home-page': homePage,
    shop: onSale > 0 || company?.shopEnabled === false,
  });
}
