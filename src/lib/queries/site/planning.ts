import { queryOptions } from '@tanstack/react-query';
import { addressBook, planningForm, planningLocations } from '#contract/planning.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

/*
 * The company's planning data, loaded once per visit of the wizard. Responses are parsed with the
 * contract in development and tests (the wizard chunk may carry zod, decision 0007).
 */

export const planningFormQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['planning', 'fields'],
    queryFn: () => api.get('/api/web/planning/fields', { schema: planningForm }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const planningLocationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['planning', 'locations'],
    queryFn: () => api.get('/api/web/planning/locations', { schema: planningLocations }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const addressBookQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['planning', 'address'],
    queryFn: () => api.get('/api/web/planning/address', { schema: addressBook }),
    staleTime: Number.POSITIVE_INFINITY,
  });
