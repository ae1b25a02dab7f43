import { queryOptions } from '@tanstack/react-query';
import { companyClock } from '#contract/company-clock.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

/*
 * The funeral home's time zone in the console (decision 0115): the console's frame loads it before its
 * first page (features/console-shell/open-console.ts); the hooks that write times in it are lib/console/company-clock.ts.
 */

export const companyClockKey = ['company-clock'] as const;

/** Kept for the tab's life: Settings puts a new zone here when it saves one. */
export const companyClockQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: companyClockKey,
    queryFn: ({ signal }) => api.get('/api/web/company-clock', { schema: companyClock, signal }),
    staleTime: Infinity,
  });
