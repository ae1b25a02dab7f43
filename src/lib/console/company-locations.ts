import { queryOptions } from '@tanstack/react-query';
import { planningLocations } from '#contract/planning.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

/** The company's locations (the wizard's public list), for the console's filters and choices. */
export const locationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['planning', 'locations'],
    queryFn: ({ signal }) => api.get('/api/web/planning/locations', { schema: planningLocations, signal }),
    staleTime: 5 * 60_000,
  });
