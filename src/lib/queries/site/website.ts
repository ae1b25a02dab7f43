import { queryOptions } from '@tanstack/react-query';
import type { redirects, renderContext } from '#contract/website.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

/* The public website's own reads: the render context every page is drawn from, and the redirects. */

export type ContextMode = 'approved' | 'draft';

/** Loaded once per visit and rendered from; the server revalidates it with an ETag. */
export const renderContextQuery = (api: ApiClient, mode: ContextMode) =>
  queryOptions({
    queryKey: ['render-context', mode],
    queryFn: () =>
      api.get<typeof renderContext>(`/api/web/render-context/${mode}`, { schema: responseSchemas?.renderContext }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const redirectsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['redirects'],
    queryFn: () => api.get<typeof redirects>('/api/web/redirects', { schema: responseSchemas?.redirects }),
    staleTime: Number.POSITIVE_INFINITY,
  });
