import { queryOptions } from '@tanstack/react-query';
import { managedRedirects, siteVersionPage } from '#contract/builder.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

/* The builder's own reads (staff only): the site's versions and its managed redirects. */

export const builderQueryKeys = {
  versions: ['builder', 'versions'] as const,
  redirects: ['builder', 'redirects'] as const,
};

export const VERSIONS_PAGE_SIZE = 20;

export const versionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: builderQueryKeys.versions,
    queryFn: () =>
      api.get('/api/web/builder/versions', {
        schema: siteVersionPage,
        query: { page: 1, pageSize: VERSIONS_PAGE_SIZE },
      }),
  });

export const managedRedirectsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: builderQueryKeys.redirects,
    queryFn: () => api.get('/api/web/builder/redirects', { schema: managedRedirects }),
  });
