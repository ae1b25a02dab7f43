import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goLiveChecklistOf, goLiveHints, goLiveTitles } from '#contract/go-live.ts';
import {
  director,
  fakeApi,
  goLiveDone,
  nothingWaiting,
  owner,
  renderScreen,
  signedIn,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { ConsoleHome } from './ConsoleHome.tsx';

/* The owner's going-live checklist on the console's home (decision 0106). */

const newCompany = goLiveChecklistOf({
  mail: true,
  'price-list': false,
  payments: false,
  'home-page': false,
  shop: false,
});

async function renderHome(user = owner, checklist = newCompany) {
  const auth = await signedIn(user);
  const api = fakeApi((call) => (call.path === '/api/staff/company/go-live' ? checklist : nothingWaiting(call)));
  renderScreen('/staff', () => <ConsoleHome user={user} staffRole={user.staffRole!} auth={auth.actor} />, api);
  await screen.findByRole('heading', { level: 1 });
  return api;
}

describe('GoLiveChecklist', () => {
  it("lists the owner's five steps in the contract's words, each done or with a link to where it is done", async () => {
    await renderHome();
    const checklist = await screen.findByRole('region', { name: 'Before families find you' });
    expect(checklist).toHaveTextContent('4 steps are left before your site is ready for families.');
    const steps = within(checklist).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      goLiveTitles.mail,
      goLiveTitles['price-list'],
      goLiveTitles.payments,
      goLiveTitles['home-page'],
      goLiveTitles.shop,
    ]);
    const [mail, priceList, payments, homePage, shop] = steps as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // Done: no hint and no link.
    expect(mail).toHaveTextContent(`${goLiveTitles.mail} (done)`);
    expect(within(mail).queryByRole('link')).toBeNull();
    expect(priceList).toHaveTextContent(`(to do)${goLiveHints['price-list']}`);
    expect(within(priceList).getByRole('link', { name: 'Price list' })).toHaveAttribute('href', '/staff/price-list');
    expect(within(payments).getByRole('link', { name: 'Card payments' })).toHaveAttribute(
      'href',
      '#console-card-payments',
    );
    expect(within(payments).getByRole('link', { name: 'Settings: how to pay without a card' })).toHaveAttribute(
      'href',
      '/staff/settings',
    );
    expect(within(homePage).getByRole('link', { name: 'Website builder' })).toHaveAttribute('href', '/?preview=true');
    expect(within(shop).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/staff/products');
    expect(within(shop).getByRole('link', { name: 'Settings: the shop' })).toHaveAttribute('href', '/staff/settings');
  });

  it('says when one step is left', async () => {
    const allButShop = { mail: true, 'price-list': true, payments: true, 'home-page': true, shop: false };
    await renderHome(owner, goLiveChecklistOf(allButShop));
    expect(await screen.findByRole('region', { name: 'Before families find you' })).toHaveTextContent(
      'One step is left',
    );
  });

  it('is gone when every step is done', async () => {
    const api = await renderHome(owner, goLiveDone);
    await screen.findByRole('heading', { name: 'Card payments' });
    expect(api.calls.some((call) => call.path === '/api/staff/company/go-live')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Before families find you' })).toBeNull();
  });

  it('is not shown to a director, who is not asked for it', async () => {
    const api = await renderHome(director);
    expect(screen.queryByRole('region', { name: 'Before families find you' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/staff/company/go-live')).toBe(false);
  });
});
