import { queryOptions } from '@tanstack/react-query';
import {
  managedRedirect,
  managedRedirects,
  siteVersionPage,
  type ManagedRedirect,
  type RedirectInput,
} from '#contract/builder.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { redirectsQuery } from '#src/lib/queries/website.ts';
import type { QueryClient } from '@tanstack/react-query';

/** The builder's own reads (staff only), beside the site's public ones in lib/queries. */
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

/** Redirect writes apply to visitors at once: both the staff list and the public lookup are refreshed. */
export function redirectMutations(api: ApiClient, queryClient: QueryClient) {
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: builderQueryKeys.redirects });
    await queryClient.invalidateQueries({ queryKey: redirectsQuery(api).queryKey });
  };
  return {
    create: async (input: RedirectInput): Promise<ManagedRedirect> => {
      const created = await api.post('/api/web/builder/redirects', { body: input, schema: managedRedirect });
      await refresh();
      return created;
    },
    update: async (id: number, input: RedirectInput): Promise<ManagedRedirect> => {
      const updated = await api.put(`/api/web/builder/redirects/${id}`, { body: input, schema: managedRedirect });
      await refresh();
      return updated;
    },
    remove: async (id: number): Promise<void> => {
      await api.delete(`/api/web/builder/redirects/${id}`);
      await refresh();
    },
  };
}
