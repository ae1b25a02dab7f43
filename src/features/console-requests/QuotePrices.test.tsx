import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { embalmingDisclosure } from '#contract/funeral-rule.ts';
import type { PriceListDocument } from '#contract/public-price-list.ts';
import { fakeApi, officeStaff, renderScreen, signedIn } from '#src/lib/console/console-screen.test-helper.tsx';
import { QuotePrices } from './QuotePrices.tsx';

/* The general price list beside a request, to answer by phone (decision 0108). */

const category = { id: 1, name: 'Professional services' };
const document: PriceListDocument = {
  company: { name: 'Evergreen Funeral Homes', phoneNumber: '(503) 555-0100' },
  locations: [],
  effectiveOn: '2026-05-04',
  items: [
    {
      id: 3,
      name: 'Embalming',
      description: 'Needed for a public viewing.',
      category,
      priceCents: 89_500,
      cashAdvance: false,
      soldByQuantity: false,
      variantCount: 0,
      photo: null,
      ruleItem: 'embalming',
    },
  ],
  variants: [],
  notOffered: ['limousine'],
};

describe('QuotePrices', () => {
  it('reads the list only when opened, and shows each price with the rule’s words beside it', async () => {
    const user = userEvent.setup();
    const api = fakeApi((call) => (call.path === '/api/staff/price-list/quote' ? document : undefined));
    const auth = await signedIn(officeStaff);
    renderScreen('/staff/requests/1', () => <QuotePrices auth={auth.actor} />, api);
    const panel = await screen.findByRole('region', { name: 'Prices, to answer by phone' });
    expect(api.calls).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Show the general price list' }));
    const embalming = await within(panel).findByRole('region', { name: 'Embalming' });
    expect(within(embalming).getByRole('row', { name: /Embalming/ })).toHaveTextContent('$895.00');
    expect(embalming).toHaveTextContent(embalmingDisclosure.text);
    expect(within(panel).getByRole('region', { name: 'Limousine' })).toHaveTextContent('We do not offer this.');
    expect(api.calls).toEqual([expect.objectContaining({ method: 'GET', path: '/api/staff/price-list/quote' })]);
  });
});
