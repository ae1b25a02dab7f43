import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '#src/lib/console/console-screen.test-helper.tsx';
import { noCardsText } from '#src/lib/payments/PayOtherwise.tsx';
import { PayAfterSigning } from './PayAfterSigning.tsx';

/* After signing, the family is led on to paying, or told how to pay without a card. */

function renderSigned(setup: unknown, balanceCents = 1_250_000) {
  const api = fakeApi((call) => (call.path === '/api/web/shop/payment-setup' ? setup : undefined));
  renderScreen(
    '/family-portal/7/rose-hale/arrangements/review',
    () => <PayAfterSigning params={{ id: 7, name: 'rose-hale' }} balanceCents={balanceCents} />,
    api,
  );
  return api;
}

describe('PayAfterSigning', () => {
  it('offers the card payment when the funeral home takes cards', async () => {
    renderSigned({ provider: 'sandbox' });
    const pay = await screen.findByRole('link', { name: 'Make a payment' });
    expect(pay).toHaveAttribute('href', '/family-portal/7/rose-hale/statement/payment');
    expect(screen.getByRole('heading', { name: 'Paying the balance' })).toBeVisible();
    expect(screen.getByText('Balance due: $12,500.00')).toBeVisible();
    expect(screen.queryByRole('note', { name: 'How to pay' })).toBeNull();
  });

  it('says how to pay, in the owner’s words, when cards are off', async () => {
    renderSigned({ provider: 'none', instructions: 'Checks to Evergreen Funeral Homes,\n12 Oak Street.' });
    const how = await screen.findByRole('note', { name: 'How to pay' });
    expect(how).toHaveTextContent(noCardsText);
    expect(how).toHaveTextContent('Checks to Evergreen Funeral Homes, 12 Oak Street.');
    expect(screen.queryByRole('link', { name: 'Make a payment' })).toBeNull();
  });

  it('offers nothing once the balance is paid', async () => {
    const api = renderSigned({ provider: 'sandbox' }, 0);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Paying the balance' })).toBeNull();
  });
});
