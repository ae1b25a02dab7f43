import type { QueryClient } from '@tanstack/react-query';
import { managedRedirect, type ManagedRedirect, type RedirectInput } from '#contract/builder.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { builderQueryKeys } from '#src/lib/queries/site/builder.ts';
import { redirectsQuery } from '#src/lib/queries/site/website.ts';

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
