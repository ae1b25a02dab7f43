import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffProduct } from '#contract/staff-products.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import {
  fakeApi,
  owner,
  recordedToasts,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { ProductsPage } from './ProductsPage.tsx';

installValidationMessages();

/* The console's shop products (decision 0082): the list, the new product's form, deleting. */

const lily: StaffProduct = {
  id: 11,
  name: 'White Lily Tribute',
  category: 'flowers',
  description: 'Lilies in a vase.',
  priceCents: 8_950,
  photo: 'white-lily-arrangement',
  image: {
    url: '/images/shop/white-lily-arrangement-640.webp',
    width: 640,
    height: 640,
    alt: 'White lilies',
    sources: [{ url: '/images/shop/white-lily-arrangement-320.webp', width: 320 }],
  },
  imageAlt: 'White lilies',
  deliversToEvents: true,
  active: true,
  orderCount: 3,
};
const candle: StaffProduct = {
  ...lily,
  id: 12,
  name: 'Keepsake Candle',
  category: 'keepsakes',
  priceCents: 3_900,
  active: false,
  orderCount: 0,
};

/** A picture of the company's library (decision 0107). */
const gardenImage = {
  url: '/api/web/media/9/640.webp',
  width: 640,
  height: 427,
  alt: 'Roses in the memorial garden',
  sources: [{ url: '/api/web/media/9/640.webp', width: 640 }],
};
const garden = {
  id: 9,
  alt: 'Roses in the memorial garden',
  width: 1600,
  height: 1067,
  image: gardenImage,
  createdAt: '2026-12-01T10:00:00.000Z',
};

async function renderProducts(answer: (call: SentCall) => unknown = () => undefined) {
  const api = fakeApi((call) =>
    call.method !== 'GET'
      ? answer(call)
      : call.path === '/api/staff/pictures'
        ? { items: [garden], page: 1, pageSize: 24, total: 1 }
        : { items: [lily, candle] },
  );
  const toasts = recordedToasts();
  const auth = await signedIn(owner);
  renderScreen('/staff/products', () => <ProductsPage auth={auth.actor} />, api, toasts);
  await screen.findByRole('heading', { level: 1, name: 'Shop products' });
  return { api, toasts };
}

const writes = (api: { calls: SentCall[] }) => api.calls.filter((call) => call.method !== 'GET');

describe('ProductsPage', () => {
  it('takes a picture of the library as a new product’s photo, its alt text as the photo’s words', async () => {
    const user = userEvent.setup();
    const { api } = await renderProducts((call) => ({
      ...candle,
      id: 13,
      ...(call.body as object),
      image: gardenImage,
    }));
    const form = screen.getByRole('form', { name: 'New product' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Garden Roses');
    await user.type(within(form).getByRole('textbox', { name: /^Price in dollars/ }), '65');
    await user.click(within(form).getByRole('button', { name: "Choose from your pictures for the product's photo" }));
    await user.click(await within(form).findByRole('button', { name: 'Use picture 1: Roses in the memorial garden' }));
    expect(within(form).getByRole('combobox', { name: /^Photo/ })).toHaveDisplayValue('Your own picture');
    expect(within(form).getByRole('textbox', { name: /^What the photo shows/ })).toHaveValue(
      'Roses in the memorial garden',
    );
    await user.click(within(form).getByRole('button', { name: 'Add the product' }));
    expect(writes(api)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/staff/products',
        body: expect.objectContaining({ photo: { pictureId: 9 }, imageAlt: 'Roses in the memorial garden' }),
      }),
    ]);
  });

  it('lists each product with its price, whether it is on sale and its orders; only one never ordered can be deleted', async () => {
    await renderProducts();
    expect(screen.getByText(/^1 of 2 products are on sale/)).toBeInTheDocument();
    const lilyCard = screen.getByRole('article', { name: 'White Lily Tribute' });
    expect(lilyCard).toHaveTextContent('Flowers, $89.50. On sale. 3 orders.');
    expect(within(lilyCard).queryByRole('button', { name: /^Delete/ })).toBeNull();
    const candleCard = screen.getByRole('article', { name: 'Keepsake Candle' });
    expect(candleCard).toHaveTextContent('Keepsakes, $39.00. Off sale. 0 orders.');
    expect(within(candleCard).getByRole('button', { name: 'Delete Keepsake Candle' })).toBeEnabled();
  });

  it('judges the price in dollars, $1 to $10,000, before sending, and sends it in cents', async () => {
    const user = userEvent.setup();
    const { api, toasts } = await renderProducts((call) => ({ ...candle, id: 13, ...(call.body as object) }));
    const form = screen.getByRole('form', { name: 'New product' });
    const price = within(form).getByRole('textbox', { name: /^Price in dollars/ });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Fern Basket');
    await user.type(within(form).getByRole('textbox', { name: /^What the photo shows/ }), 'A fern in a basket');
    await user.type(price, '0.50');
    await user.click(within(form).getByRole('button', { name: 'Add the product' }));
    expect(price).toHaveAccessibleDescription(/Must be at least \$1\.00/);
    await user.clear(price);
    await user.type(price, '12,000');
    await user.tab();
    expect(price).toHaveAccessibleDescription(/Cannot exceed \$10,000\.00/);
    await user.clear(price);
    await user.type(price, '12.345');
    await user.tab();
    expect(price).toHaveAccessibleDescription(/Please enter a valid format/);
    expect(writes(api)).toEqual([]);

    await user.clear(price);
    await user.type(price, '69.5');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Category/ }), 'Plants');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Photo/ }), 'Green dish garden');
    await user.click(within(form).getByRole('button', { name: 'Add the product' }));
    expect(writes(api)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/staff/products',
        body: expect.objectContaining({
          name: 'Fern Basket',
          category: 'plants',
          priceCents: 6_950,
          photo: 'green-dish-garden',
          active: true,
        }),
      }),
    ]);
    expect(toasts.sent.at(-1)).toMatchObject({ color: 'success', title: 'Fern Basket is saved.' });
  });

  it('changes a product from its folded form, and says why a delete was refused', async () => {
    const user = userEvent.setup();
    const { api } = await renderProducts((call) => {
      if (call.method === 'DELETE')
        throw refusal(409, [{ path: '', message: 'This product has orders, so it cannot be deleted' }]);
      return { ...lily, ...(call.body as object) };
    });
    const lilyCard = screen.getByRole('article', { name: 'White Lily Tribute' });
    await user.click(within(lilyCard).getByText('Change White Lily Tribute'));
    const form = within(lilyCard).getByRole('form', { name: 'Change White Lily Tribute' });
    expect(within(form).getByRole('textbox', { name: /^Price in dollars/ })).toHaveValue('89.50');
    await user.click(within(form).getByRole('checkbox', { name: 'On sale' }));
    await user.click(within(form).getByRole('button', { name: 'Save the changes' }));
    expect(writes(api).at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/staff/products/11',
      body: { priceCents: 8_950, active: false },
    });

    const candleCard = screen.getByRole('article', { name: 'Keepsake Candle' });
    await user.click(within(candleCard).getByRole('button', { name: 'Delete Keepsake Candle' }));
    expect(await within(candleCard).findByRole('status')).toHaveTextContent(
      'This product has orders, so it cannot be deleted',
    );
  });
});
