import { queryOptions } from '@tanstack/react-query';
import type { obituary, ObituarySearchQuery, obituarySearchPage } from '#contract/obituaries.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

/* The public obituaries' reads: one obituary, and a page of the search. */

/** One obituary: the layout of every obituary page loads it, every sub-page reads it from the cache. */
export const obituaryQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['obituary', id],
    queryFn: () => api.get<typeof obituary>(`/api/web/obituaries/${id}`, { schema: responseSchemas?.obituary }),
    staleTime: 60_000,
  });

/** A page of the obituary search (spec §2 /obituaries). */
export const obituarySearchQuery = (api: ApiClient, query: Partial<ObituarySearchQuery>) =>
  queryOptions({
    queryKey: ['obituaries', query],
    queryFn: () =>
      api.get<typeof obituarySearchPage>('/api/web/obituaries', {
        schema: responseSchemas?.obituarySearchPage,
        query,
      }),
    staleTime: 60_000,
  });
