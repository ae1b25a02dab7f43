import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CommentStatus } from '#contract/family-memorial-wall.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

/*
 * The reads of the obituary, memorial wall and proof task pages, parsed with the
 * contract in development and tests (response-schemas.ts). Each write invalidates the whole case (its tasks change with it).
 */

export const WALL_PAGE_SIZE = 10;

const caseKey = (caseId: number) => ['family', 'case', caseId] as const;

export const obituaryTextQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: [...caseKey(caseId), 'obituary'],
    queryFn: () => api.get(`/api/family/cases/${caseId}/obituary`, { schema: responseSchemas?.familyObituary }),
    staleTime: 0,
  });

/** The obituary's shop switches (decision 0082): open or not, and no flowers. */
export const obituaryShopQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: [...caseKey(caseId), 'obituary-shop'],
    queryFn: () =>
      api.get(`/api/family/cases/${caseId}/obituary/shop`, { schema: responseSchemas?.obituaryShopSettings }),
    staleTime: 0,
  });

export const wallCommentsQuery = (api: ApiClient, caseId: number, status: CommentStatus, page: number) =>
  queryOptions({
    queryKey: [...caseKey(caseId), 'wall', status, { page }],
    queryFn: () =>
      api.get(`/api/family/cases/${caseId}/memorial-wall/comments/${status}`, {
        query: { page, pageSize: WALL_PAGE_SIZE },
        schema: responseSchemas?.wallCommentsPage,
      }),
    staleTime: 0,
  });

export const wallSettingsQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: [...caseKey(caseId), 'wall-settings'],
    queryFn: () =>
      api.get(`/api/family/cases/${caseId}/memorial-wall/settings`, { schema: responseSchemas?.wallSettingsBody }),
    staleTime: 0,
  });

export const stationeryQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: [...caseKey(caseId), 'stationery'],
    queryFn: () => api.get(`/api/family/cases/${caseId}/stationery`, { schema: responseSchemas?.caseStationery }),
    staleTime: 0,
  });

export const videoProofQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: [...caseKey(caseId), 'video'],
    queryFn: () => api.get(`/api/family/cases/${caseId}/video`, { schema: responseSchemas?.videoProof }),
    staleTime: 0,
  });

/** After a write: the case and everything under it (tasks, the page's own read) are read again. */
export const refreshCase = (queryClient: QueryClient, caseId: number) =>
  queryClient.invalidateQueries({ queryKey: caseKey(caseId) });
