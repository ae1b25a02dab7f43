import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { embalmingDisclosure, goodsAndServicesShownBelow } from '#contract/funeral-rule.ts';
import { priceListMessages, type StaffPriceList } from '#contract/staff-price-list.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import {
  director,
  fakeApi,
  owner,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { PriceListPage } from './PriceListPage.tsx';

installValidationMessages();

/* The console's price list (decision 0079): its forms' rules before anything is sent. */

const list: StaffPriceList = {
  company: { name: 'Evergreen Funeral Homes', phoneNumber: '(503) 555-0100' },
  locations: [
    { name: 'Maple Grove Chapel', address: '1200 Maple Grove Rd, Portland, OR 97201', phoneNumber: '(503) 555-0100' },
  ],
  effectiveOn: '2026-05-04',
  publishedAt: '2026-05-04T16:00:00.000Z',
  taxRateBasisPoints: 825,
  notOffered: [],
  gaps: [],
  categories: [
    { id: 1, name: 'Caskets', position: 90, displayForFamily: true },
    { id: 2, name: 'Cash advances', position: 10, displayForFamily: false },
  ],
  items: [
    {
      id: 11,
      categoryId: 1,
      name: 'Oak casket',
      description: 'Solid oak',
      priceCents: 240_000,
      cashAdvance: false,
      taxable: true,
      soldByQuantity: false,
      position: 0,
      photo: null,
      ruleItem: 'casket',
      variants: [
        {
          id: 21,
          name: 'Walnut',
          description: '',
          priceCents: 260_000,
          position: 0,
          photo: null,
          purchaserProvides: false,
        },
      ],
    },
    {
      id: 12,
      categoryId: 2,
      name: 'Cemetery opening',
      description: '',
      priceCents: null,
      cashAdvance: true,
      taxable: false,
      soldByQuantity: false,
      position: 0,
      photo: null,
      ruleItem: 'casket',
      variants: [],
    },
  ],
  selectors: [{ id: 31, name: 'Choose a casket', itemIds: [11] }],
  packages: [
    {
      id: 41,
      kind: 'burial',
      name: 'Traditional burial',
      description: '',
      position: 0,
      photo: null,
      lines: [{ itemId: null, selectorId: 31, name: null }],
    },
  ],
};

/** The company's picture library, one picture in it (decision 0107). */
const chapelImage = {
  url: '/api/web/media/7/640.webp',
  width: 640,
  height: 480,
  alt: 'The chapel at dusk',
  sources: [{ url: '/api/web/media/7/640.webp', width: 640 }],
};
const pictures = {
  items: [
    {
      id: 7,
      alt: 'The chapel at dusk',
      width: 1600,
      height: 1200,
      image: chapelImage,
      createdAt: '2026-12-01T10:00:00.000Z',
    },
  ],
  page: 1,
  pageSize: 24,
  total: 1,
};

async function renderPage(
  write: (call: SentCall) => unknown = () => ({ id: 11, effectiveOn: '2026-05-05' }),
  user = director,
  shown: StaffPriceList = list,
) {
  const api = fakeApi((call) =>
    call.method !== 'GET' ? write(call) : call.path === '/api/staff/pictures' ? pictures : shown,
  );
  const auth = await signedIn(user);
  renderScreen('/staff/price-list', () => <PriceListPage auth={auth.actor} staffRole={user.staffRole!} />, api);
  await screen.findByRole('heading', { level: 1, name: 'Price list' });
  return { api, writes: () => api.calls.filter((call) => call.method !== 'GET') };
}

describe('PriceListPage', () => {
  it('lists each category’s items with their prices, a cash advance without a price as an estimate', async () => {
    await renderPage();
    expect(screen.getByText(/^Effective May 4, 2026/)).toBeInTheDocument();
    const caskets = screen.getByRole('table', { name: 'Items of Caskets' });
    expect(within(caskets).getByRole('row', { name: /Oak casket/ })).toHaveTextContent('$2,400.00');
    expect(screen.getByRole('table', { name: 'Items of Cash advances' })).toHaveTextContent(
      'Cash advance: estimate when known',
    );
    expect(screen.getByRole('table', { name: /^Categories/ })).toHaveTextContent('Staff only');
  });

  it('changes a price in dollars, sent in cents; a price is required unless the item is a cash advance', async () => {
    const user = userEvent.setup();
    const { writes } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Oak casket' }));
    const form = screen.getByRole('form', { name: 'Change the item Oak casket' });
    const price = within(form).getByRole('textbox', { name: /^Price in dollars/ });
    await user.clear(price);
    await user.click(within(form).getByRole('button', { name: 'Save the item' }));
    expect(writes()).toEqual([]);
    expect(price).toHaveAccessibleDescription(new RegExp(priceListMessages.priceRequired));
    await user.type(price, '2,6OO');
    expect(price).toHaveAccessibleDescription(/Please enter a valid format/);
    await user.clear(price);
    await user.type(price, '100000.01');
    expect(price).toHaveAccessibleDescription(/Cannot exceed 100000\.00/);
    await user.clear(price);
    await user.type(price, '2,650.50');
    await user.click(within(form).getByRole('button', { name: 'Save the item' }));
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/staff/price-list/items/11',
        body: expect.objectContaining({ priceCents: 265_050, categoryId: 1, taxable: true }),
      }),
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Oak casket saved.');
  });

  it('shows a picture of the library with an item, an option and a package, saved when chosen, and removes it', async () => {
    const user = userEvent.setup();
    const withPhoto = { ...list, packages: [{ ...list.packages[0]!, photo: chapelImage }] };
    const { writes } = await renderPage(undefined, director, withPhoto);
    await user.click(screen.getByRole('button', { name: 'Edit Oak casket' }));
    const itemPhoto = screen.getByRole('region', { name: 'Photo of Oak casket' });
    expect(itemPhoto).toHaveTextContent('No photo: families see the name and price only.');
    await user.click(within(itemPhoto).getByRole('button', { name: 'Choose from your pictures for Oak casket' }));
    await user.click(await within(itemPhoto).findByRole('button', { name: 'Use picture 1: The chapel at dusk' }));
    await user.click(screen.getByRole('button', { name: 'Edit Walnut' }));
    const optionPhoto = screen.getByRole('region', { name: 'Photo of Walnut' });
    await user.click(within(optionPhoto).getByRole('button', { name: /^Choose from your pictures/ }));
    await user.click(await within(optionPhoto).findByRole('button', { name: /^Use picture 1/ }));
    await user.click(screen.getByRole('button', { name: 'Edit Traditional burial' }));
    const packagePhoto = screen.getByRole('region', { name: 'Photo of Traditional burial' });
    expect(within(packagePhoto).getByRole('img', { name: 'Now: The chapel at dusk' })).toBeVisible();
    await user.click(within(packagePhoto).getByRole('button', { name: 'Remove the photo of Traditional burial' }));
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/staff/price-list/items/11/photo', body: { pictureId: 7 } }),
      expect.objectContaining({
        method: 'PUT',
        path: '/api/staff/price-list/variants/21/photo',
        body: { pictureId: 7 },
      }),
      expect.objectContaining({
        method: 'PUT',
        path: '/api/staff/price-list/packages/41/photo',
        body: { pictureId: null },
      }),
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('The photo of Traditional burial is removed.');
  });

  it('refuses a taxed cash advance, and sends a cash advance without a price as null', async () => {
    const user = userEvent.setup();
    const { writes } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add an item to Cash advances' }));
    const form = screen.getByRole('form', { name: 'Add an item' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Death certificate');
    await user.click(within(form).getByRole('checkbox', { name: /^Cash advance/ }));
    await user.click(within(form).getByRole('checkbox', { name: /^Taxable/ }));
    expect(within(form).getByRole('checkbox', { name: /^Taxable/ })).toHaveAccessibleDescription(
      priceListMessages.cashAdvanceTaxed,
    );
    await user.click(within(form).getByRole('button', { name: 'Add the item' }));
    expect(writes()).toEqual([]);
    await user.click(within(form).getByRole('checkbox', { name: /^Taxable/ }));
    await user.click(within(form).getByRole('button', { name: 'Add the item' }));
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/staff/price-list/items',
        body: expect.objectContaining({
          name: 'Death certificate',
          categoryId: 2,
          priceCents: null,
          cashAdvance: true,
        }),
      }),
    ]);
  });

  it('takes the tax rate in percent, at most 99.99, sent in basis points; the server’s refusal shows at the field', async () => {
    const user = userEvent.setup();
    const { writes } = await renderPage(() => {
      throw refusal(422, [{ path: 'taxRateBasisPoints', message: 'Cannot exceed 9999' }]);
    });
    const rate = screen.getByRole('textbox', { name: /^Tax rate in percent/ });
    expect(rate).toHaveValue('8.25');
    await user.clear(rate);
    await user.type(rate, '8.255');
    await user.tab();
    expect(rate).toHaveAccessibleDescription(/Please enter a valid format/);
    await user.clear(rate);
    await user.type(rate, '100');
    expect(rate).toHaveAccessibleDescription(/Cannot exceed 99\.99/);
    await user.clear(rate);
    await user.type(rate, '9.5');
    await user.click(screen.getByRole('button', { name: 'Save the tax rate' }));
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/staff/price-list/tax-rate',
        body: { taxRateBasisPoints: 950 },
      }),
    ]);
    expect(rate).toHaveAccessibleDescription(/Cannot exceed 9999/);
  });

  it('asks a choice for at least one item', async () => {
    const user = userEvent.setup();
    const { writes } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Choose a casket' }));
    const form = screen.getByRole('form', { name: 'Change the choice Choose a casket' });
    await user.click(within(form).getByRole('checkbox', { name: 'Oak casket' }));
    await user.click(within(form).getByRole('button', { name: 'Save the choice' }));
    expect(writes()).toEqual([]);
    expect(within(form).getByRole('group', { name: /^Its items/ })).toHaveAccessibleDescription(
      priceListMessages.emptySelector,
    );
  });

  it('lets the owner publish a list not yet public; a director only reads that the owner publishes it', async () => {
    const user = userEvent.setup();
    const unpublished = { ...list, publishedAt: null };
    const { writes } = await renderPage(() => ({ publishedAt: '2026-05-05T09:00:00.000Z' }), owner, unpublished);
    const panel = screen.getByRole('region', { name: 'On the website' });
    expect(panel).toHaveTextContent('Not published: the public price list asks visitors to call for prices.');
    await user.click(within(panel).getByRole('button', { name: 'Publish the price list' }));
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/staff/price-list/publication', body: { published: true } }),
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('The price list is published');
  });

  it('shows a director when the list was published, without the button', async () => {
    await renderPage();
    const panel = screen.getByRole('region', { name: 'On the website' });
    expect(panel).toHaveTextContent(/^On the websitePublished on May 4, 2026: .* The owner publishes it\.$/);
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('names what the Funeral Rule still asks for, and saves what the funeral home does not offer', async () => {
    const user = userEvent.setup();
    const lacking = {
      ...list,
      gaps: [
        {
          key: 'embalming' as const,
          rule: '453.2(b)(4)(ii)(F)',
          words: 'Embalming (453.2(b)(4)(ii)(F)) is not on the price list: add its price, or say you do not offer it.',
        },
      ],
    };
    const { writes } = await renderPage(undefined, owner, lacking);
    const panel = screen.getByRole('region', { name: 'The Funeral Rule' });
    expect(within(panel).getByRole('list', { name: 'What the price list lacks' })).toHaveTextContent(
      'Embalming (453.2(b)(4)(ii)(F)) is not on the price list',
    );
    const offered = within(panel).getByRole('group', { name: 'What you do not offer' });
    expect(within(offered).queryByRole('checkbox', { name: /Basic services/ })).toBeNull();
    await user.click(within(offered).getByRole('checkbox', { name: 'Embalming' }));
    await user.click(within(offered).getByRole('checkbox', { name: 'Limousine' }));
    await user.click(within(panel).getByRole('button', { name: 'Save what you do not offer' }));
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/staff/price-list/not-offered',
        body: { notOffered: ['embalming', 'limousine'] },
      }),
    ]);
  });

  it('sends which item of the rule an item is, and an option priced with the purchaser’s own container', async () => {
    const user = userEvent.setup();
    const withCremation = {
      ...list,
      items: [
        ...list.items,
        {
          ...list.items[0]!,
          id: 13,
          name: 'Direct cremation',
          ruleItem: 'directCremation' as const,
          variants: [{ ...list.items[0]!.variants[0]!, id: 22, name: 'Fiberboard container' }],
        },
      ],
    };
    const { writes } = await renderPage(undefined, director, withCremation);
    await user.click(screen.getByRole('button', { name: 'Edit Oak casket' }));
    const form = screen.getByRole('form', { name: 'Change the item Oak casket' });
    const role = within(form).getByRole('combobox', { name: /^For the Funeral Rule, this item is/ });
    expect(role).toHaveDisplayValue('One of the caskets');
    await user.selectOptions(role, 'Embalming (453.2(b)(4)(ii)(F))');
    await user.click(within(form).getByRole('button', { name: 'Save the item' }));
    await user.click(screen.getByRole('button', { name: 'Edit Direct cremation' }));
    await user.click(screen.getByRole('button', { name: 'Edit Fiberboard container' }));
    const option = screen.getByRole('form', { name: 'Change the option Fiberboard container' });
    await user.click(
      within(option).getByRole('checkbox', { name: /^The price when the purchaser provides the container/ }),
    );
    await user.click(within(option).getByRole('button', { name: 'Save the option' }));
    expect(writes()).toEqual([
      expect.objectContaining({
        path: '/api/staff/price-list/items/11',
        body: expect.objectContaining({ ruleItem: 'embalming' }),
      }),
      expect.objectContaining({
        path: '/api/staff/price-list/variants/22',
        body: expect.objectContaining({ purchaserProvides: true }),
      }),
    ]);
  });

  it('prints the general price list with the rule’s words beside its prices, and the casket price list', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const withEmbalming = {
      ...list,
      items: [
        ...list.items,
        {
          ...list.items[0]!,
          id: 14,
          name: 'Embalming',
          priceCents: 89_500,
          ruleItem: 'embalming' as const,
          variants: [],
        },
      ],
    };
    await renderPage(undefined, director, withEmbalming);
    const panel = screen.getByRole('region', { name: 'Hand out in person' });
    await user.click(within(panel).getByRole('button', { name: 'Print the general price list' }));
    expect(print).toHaveBeenCalledTimes(1);
    // On paper only (hidden on screen): the list as the public one reads.
    const printed = within(panel).getByRole('article', { hidden: true });
    expect(within(printed).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('General price list');
    expect(printed).toHaveTextContent('Evergreen Funeral Homes');
    expect(printed).toHaveTextContent('These prices are effective as of May 4, 2026.');
    expect(printed).toHaveTextContent(goodsAndServicesShownBelow.text);
    const embalming = printed.querySelector('section[data-rule="453.2(b)(4)(ii)(F)"]')!;
    expect(embalming.textContent).toContain('$895.00');
    expect(embalming.querySelector('table + p')?.textContent).toBe(embalmingDisclosure.text);

    await user.click(within(panel).getByRole('button', { name: 'Print the casket price list' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(within(panel).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Casket price list');
    expect(within(panel).getByRole('article', { hidden: true })).toHaveTextContent('Oak casket, Walnut');
    print.mockRestore();
  });
});
