import { queryOptions } from '@tanstack/react-query';
import type { paymentSetup } from '#contract/shop.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

/**
 * What the payment provider's browser side needs (decision 0033): which provider, and its public
 * key. One for the whole site: the shop's checkout and the family's statement payment both read it.
 */
export const paymentSetupQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['payments', 'setup'],
    queryFn: () => api.get<typeof paymentSetup>('/api/web/shop/payment-setup'),
    staleTime: Infinity,
  });
