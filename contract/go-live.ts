import { z } from 'zod';

/*
 * Going live (decision 0106): what a funeral home made by `npm run company -- create` still
 * has to do before families find it, computed on the server (GET /api/staff/company/go-live, the
 * owner's) and shown on the console's home until every item is done. The README's "Installing for your
 * funeral home" lists the same steps in the same words: contract/go-live.test.ts holds them together.
 */

export const goLiveItemId = z.enum(['mail', 'price-list', 'payments', 'home-page', 'shop']);
export type GoLiveItemId = z.infer<typeof goLiveItemId>;

/** Each item's title, in the checklist's order: the README's numbered steps say exactly these words. */
export const goLiveTitles: Record<GoLiveItemId, string> = {
  mail: 'Give every location an email, or set a notification email',
  'price-list': 'Review your price list and publish it',
  payments: 'Connect card payments, or write how to pay without a card',
  'home-page': "Edit your site's home page",
  shop: 'Add a product to the shop, or turn the shop off',
};

/** What each item asks, and when it is done: the console shows it under the title. */
export const goLiveHints: Record<GoLiveItemId, string> = {
  mail:
    "Requests, paid orders and signed statements are mailed to their location's email, else to the notification " +
    'email: with one or the other, they reach a person you chose.',
  'price-list':
    'The starter prices are not yours: until you publish the list, the public price list page asks visitors to ' +
    'call you for prices.',
  payments:
    'Families pay by card once card payments are connected; until then they are shown your words on paying by ' +
    'check, cash or transfer (Settings).',
  'home-page': 'Publish your own home page from the website builder: it still shows the starter words.',
  shop: "Obituaries offer the shop's products for sale. Add one, or turn the shop off in Settings.",
};

export const goLiveItem = z.object({ id: goLiveItemId, title: z.string(), done: z.boolean() });
export type GoLiveItem = z.infer<typeof goLiveItem>;

/** GET /api/staff/company/go-live: the items in order, and whether every one is done. */
export const goLiveChecklist = z.object({ items: z.array(goLiveItem), done: z.boolean() });
export type GoLiveChecklist = z.infer<typeof goLiveChecklist>;

/** The checklist from each item's state, in the contract's order. */
export const goLiveChecklistOf = (done: Record<GoLiveItemId, boolean>): GoLiveChecklist => {
  const items = goLiveItemId.options.map((id) => ({ id, title: goLiveTitles[id], done: done[id] }));
  return { items, done: items.every((item) => item.done) };
};
