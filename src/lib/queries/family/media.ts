import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

/* The family's media reads: the album, the songs, the stock themes and the case's theme. Portal code only. */

/** Songs shown on the music page: an album is a handful, the API's largest page holds them all. */
export const MUSIC_PAGE_SIZE = 100;

export const familyPhotosQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'photos'],
    queryFn: () => api.get(`/api/family/cases/${caseId}/photos`, { schema: responseSchemas?.familyPhotos }),
    staleTime: 0,
  });

export const familyMusicQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'music'],
    queryFn: () =>
      api.get(`/api/family/cases/${caseId}/music`, {
        query: { page: 1, pageSize: MUSIC_PAGE_SIZE },
        schema: responseSchemas?.familyTracksPage,
      }),
    staleTime: 0,
  });

export const stockThemesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['family', 'stock-themes'],
    queryFn: () => api.get('/api/family/media/albums/stock/themes', { schema: responseSchemas?.stockThemes }),
    staleTime: 5 * 60_000,
  });

export const memorialThemeQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'memorial-theme'],
    queryFn: () => api.get(`/api/family/cases/${caseId}/memorial-theme`, { schema: responseSchemas?.memorialTheme }),
    staleTime: 0,
  });
