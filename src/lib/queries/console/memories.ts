import { queryOptions } from '@tanstack/react-query';
import type { CommentStatus } from '#contract/family-memorial-wall.ts';
import { staffMemoriesPage } from '#contract/staff-memories.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The console's memories (decision 0066): a page of them by status, watched for the session. */

/** Every memories query is under this key, the navigation's count too (counts.ts). */
export const memoriesKey = ['staff', 'memories'] as const;

export const MEMORIES_PAGE_SIZE = 20;

export interface MemoriesSearch {
  /** Absent: the memories waiting for approval. */
  status?: Exclude<CommentStatus, 'pending'>;
  page?: number;
}

export const memoriesQuery = (api: ApiClient, auth: AuthActorRef, search: MemoriesSearch) =>
  queryOptions({
    queryKey: [...memoriesKey, 'list', search],
    queryFn: ({ signal }) =>
      watchSession(
        auth,
        api.get('/api/staff/memories', {
          query: { status: search.status ?? 'pending', page: search.page ?? 1, pageSize: MEMORIES_PAGE_SIZE },
          schema: staffMemoriesPage,
          signal,
        }),
      ),
  });
