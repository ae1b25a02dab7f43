import { queryOptions } from '@tanstack/react-query';
import { planningLocations } from '#contract/planning.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

/** The company's locations, for the filter and the new case's choice (the wizard's public list, cached alike). */
export const locationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['planning', 'locations'],
    queryFn: ({ signal }) => api.get('/api/web/planning/locations', { schema: planningLocations, signal }),
    staleTime: 5 * 60_000,
  });
