import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '#src/lib/api/client.ts';
import { fullPriceListQuery } from './cases.ts';

const item = (id: number) => ({
  id,
  name: `Item ${id}`,
  description: '',
  category: { id: 1, name: 'Caskets' },
  priceCents: 100 * id,
  cashAdvance: false,
  soldByQuantity: false,
  variantCount: 0,
  photo: null,
});

/** A price list of `total` items, served in the pages the client asks for. */
function priceListServer(total: number) {
  const asked: string[] = [];
  const api = createApiClient({
    baseUrl: '',
    getHost: () => 'localhost',
    validateResponses: true,
    fetch: async (url) => {
      asked.push(url);
      const query = new URL(url, 'http://localhost').searchParams;
      const page = Number(query.get('page'));
      const pageSize = Number(query.get('pageSize'));
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * pageSize, page * pageSize);
      const body = { items: ids.map(item), page, pageSize, total };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, asked };
}

describe('fullPriceListQuery', () => {
  it('reads every page of the price list, in order, and stops at the total', async () => {
    const { api, asked } = priceListServer(205);
    const items = await new QueryClient().fetchQuery(fullPriceListQuery(api));
    expect(items.map((entry) => entry.id)).toEqual(Array.from({ length: 205 }, (_, index) => index + 1));
    expect(asked).toEqual([1, 2, 3].map((page) => `/api/family/company/gpl/items?page=${page}&pageSize=100`));
  });

  it('asks once for an empty list', async () => {
    const { api, asked } = priceListServer(0);
    expect(await new QueryClient().fetchQuery(fullPriceListQuery(api))).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});
