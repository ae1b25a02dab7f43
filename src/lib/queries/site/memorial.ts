import { queryOptions } from '@tanstack/react-query';
import type { memorialVideo, obituaryMemories, obituaryPhotos } from '#contract/memorial.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

/* An obituary's memorial pages' reads: the photo album, the approved memories and the video. */

/** Memories shown per page of the memories page. */
export const MEMORIES_PAGE_SIZE = 20;

/** The obituary's photo album (all of it: the viewer steps through every photo). */
export const obituaryPhotosQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['obituary', id, 'photos'],
    queryFn: () =>
      api.get<typeof obituaryPhotos>(`/api/web/obituaries/${id}/photos`, { schema: responseSchemas?.obituaryPhotos }),
    staleTime: 60_000,
  });

/** One page of approved memories, newest first, with the wall's settings. */
export const obituaryMemoriesQuery = (api: ApiClient, id: number, page: number) =>
  queryOptions({
    queryKey: ['obituary', id, 'memories', page],
    queryFn: () =>
      api.get<typeof obituaryMemories>(`/api/web/obituaries/${id}/memories`, {
        schema: responseSchemas?.obituaryMemories,
        query: { page, pageSize: MEMORIES_PAGE_SIZE },
      }),
    staleTime: 30_000,
  });

/** The approved memorial video, or `{ video: null }`. */
export const memorialVideoQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['obituary', id, 'video'],
    queryFn: () =>
      api.get<typeof memorialVideo>(`/api/web/obituaries/${id}/video`, { schema: responseSchemas?.memorialVideo }),
    staleTime: 60_000,
  });
