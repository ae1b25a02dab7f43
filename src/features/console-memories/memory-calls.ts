import { queryOptions } from '@tanstack/react-query';
import type { CommentStatus } from '#contract/family-memorial-wall.ts';
import { staffMemoriesPage, type StaffMemoryDecision } from '#contract/staff-memories.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { memoriesKey } from '#src/lib/console/memory-counts.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The console's memories calls (decision 0066), each watched for the session. */

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

/** Approves or rejects a memory; a refusal with words (it is gone: 404) comes back to be said. */
export async function decideMemory(
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
  decision: StaffMemoryDecision,
): Promise<{ kind: 'done' } | Refusal> {
  try {
    await watchSession(auth, api.post(`/api/staff/memories/${id}/${decision}`));
    return { kind: 'done' };
  } catch (error) {
    return refusalOf(error);
  }
}
