import { queryOptions } from '@tanstack/react-query';
import { staffObituary, staffObituaryList, type StaffObituaryListQuery } from '#contract/staff-obituaries.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The console's obituaries (decision 0063, 0066): a page of the list and one obituary, watched for the session. */

/** Every console obituary query starts with this key: invalidating it refreshes lists and editors. */
export const obituariesKey = ['staff', 'obituaries'] as const;

export const OBITUARIES_PAGE_SIZE = 20;

export type ObituariesSearch = Pick<StaffObituaryListQuery, 'q' | 'state'> & { page?: number };

export const obituariesQuery = (api: ApiClient, auth: AuthActorRef, search: ObituariesSearch) =>
  queryOptions({
    queryKey: [...obituariesKey, 'list', search],
    queryFn: ({ signal }) =>
      watchSession(
        auth,
        api.get('/api/staff/obituaries', {
          query: { ...search, page: search.page ?? 1, pageSize: OBITUARIES_PAGE_SIZE },
          schema: staffObituaryList,
          signal,
        }),
      ),
  });

export const obituaryQuery = (api: ApiClient, auth: AuthActorRef, id: number) =>
  queryOptions({
    queryKey: [...obituariesKey, 'one', id],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get(`/api/staff/obituaries/${id}`, { schema: staffObituary, signal })),
  });
