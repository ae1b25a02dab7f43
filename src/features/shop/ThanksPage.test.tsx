import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, fakeApi, renderScreen } from '#src/lib/console/console-screen.test-helper.tsx';
import { rememberOrderKey } from './order-key-storage.ts';
import { ThanksPage } from './ThanksPage.tsx';

const obituary = { id: 4, nameSlug: 'rose-hale', fullName: 'Rose Hale' };

describe('ThanksPage', () => {
  it('has its title while the order is still loading', async () => {
    rememberOrderKey('order-1', 'a-key');
    // The order never answers: the page stays in its loading state.
    const api = fakeApi((call) => (call.path === '/api/web/obituaries/4' ? obituary : new Promise(() => {})));
    renderScreen(
      '/obituaries/4/rose-hale/shop/order/order-1/thanks',
      () => <ThanksPage id={4} orderId="order-1" />,
      api,
    );
    expect(await screen.findByText('Loading your order…')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Your order | ${company.name}`));
  });
});
