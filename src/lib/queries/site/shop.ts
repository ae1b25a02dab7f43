import { queryOptions } from '@tanstack/react-query';
import type { orderSummary, productDetail, shopProducts } from '#contract/shop.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

/*
 * The shop's API reads, for its routes' loaders and pages. Types only from the contract: the
 * schemas stay out of the public bundle (decision 0007).
 */

export const shopProductsQuery = (api: ApiClient, obituaryId: number) =>
  queryOptions({
    queryKey: ['shop', obituaryId, 'products'],
    queryFn: () => api.get<typeof shopProducts>(`/api/web/obituaries/${obituaryId}/shop/products`),
    staleTime: 60_000,
  });

/** A product with the delivery choices open now: refreshed on each visit, since cut-offs pass. */
export const shopProductQuery = (api: ApiClient, obituaryId: number, productId: number) =>
  queryOptions({
    queryKey: ['shop', obituaryId, 'product', productId],
    queryFn: () => api.get<typeof productDetail>(`/api/web/obituaries/${obituaryId}/shop/products/${productId}`),
    staleTime: 0,
  });

/** A placed order, read with its access key (decision 0034). */
export const orderQuery = (api: ApiClient, publicId: string, accessKey: string) =>
  queryOptions({
    queryKey: ['shop', 'order', publicId],
    queryFn: () =>
      api.get<typeof orderSummary>(`/api/web/shop/orders/${encodeURIComponent(publicId)}`, {
        headers: { 'X-Order-Key': accessKey },
        retries: 0,
      }),
    staleTime: Infinity,
    retry: false,
  });
