import { queryOptions } from '@tanstack/react-query';
import { staffProducts } from '#contract/staff-products.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The shop's products as the products screen reads them (decision 0082), watched for the session. */

export const productsKey = ['staff', 'products'] as const;

export const productsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: productsKey,
    queryFn: ({ signal }) => watchSession(auth, api.get('/api/staff/products', { schema: staffProducts, signal })),
  });
