import { queryOptions } from '@tanstack/react-query';
import type { publicPriceList } from '#contract/public-price-list.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

/** The general price list every visitor may read (decision 0079); the server revalidates it with an ETag. */
export const publicPriceListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['price-list'],
    queryFn: () => api.get<typeof publicPriceList>('/api/web/price-list', { schema: responseSchemas?.publicPriceList }),
    staleTime: 60_000,
  });
