import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALL_FOR_PRICES_TITLE, callForPricesText, type PublicPriceList } from '#contract/public-price-list.ts';
import { fakeApi, renderScreen } from '#src/lib/console/console-screen.test-helper.tsx';
import { PublicPriceListPage } from './PublicPriceListPage.tsx';

/* /price-list before the owner publishes it (decision 0106): no prices, "Call us for prices" with the phone. */

const unpublished: PublicPriceList = {
  published: false,
  company: { name: 'Harbor Light Funeral Home', phoneNumber: '(207) 555-0100' },
  locations: [
    { name: 'Harbor Light Chapel', address: '12 Wharf Street, Portland, ME 04101', phoneNumber: '(207) 555-0100' },
  ],
};

describe('PublicPriceListPage', () => {
  it('says to call for prices, with the phone and the places, while the list is not published', async () => {
    renderScreen(
      '/price-list',
      () => <PublicPriceListPage />,
      fakeApi((call) => (call.path === '/api/web/price-list' ? unpublished : undefined)),
    );
    expect(await screen.findByRole('heading', { level: 2, name: CALL_FOR_PRICES_TITLE })).toBeVisible();
    expect(screen.getByText(callForPricesText('Harbor Light Funeral Home', '(207) 555-0100'))).toBeVisible();
    expect(screen.getByRole('link', { name: '(207) 555-0100' })).toHaveAttribute('href', 'tel:+12075550100');
    expect(screen.getByRole('list', { name: 'Our places of business' })).toHaveTextContent('Harbor Light Chapel');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print the price list' })).toBeNull();
  });
});
