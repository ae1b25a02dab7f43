import { queryOptions } from '@tanstack/react-query';
import { priceListDocument } from '#contract/public-price-list.ts';
import { staffPriceList } from '#contract/staff-price-list.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The price list in the console (decision 0079): the one staff edit, and the one they quote from, watched for the session. */

export const priceListKey = ['staff', 'price-list'] as const;

export const priceListQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: priceListKey,
    queryFn: ({ signal }) => watchSession(auth, api.get('/api/staff/price-list', { schema: staffPriceList, signal })),
  });

/** The general price list staff quote from by phone (decision 0108), published or not. */
export const quoteListQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: ['staff', 'price-list', 'quote'] as const,
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/price-list/quote', { schema: priceListDocument, signal })),
  });
