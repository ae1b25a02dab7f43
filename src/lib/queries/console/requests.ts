import { queryOptions } from '@tanstack/react-query';
import { requestDetail, requestsPage, type RequestsQuery } from '#contract/staff-requests.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The requests inbox (decision 0064): a page of the list and one request, each watched for the session. */

export const REQUESTS_PAGE_SIZE = 20;

export const requestsKey = ['staff', 'requests'] as const;

export type RequestsSearch = Pick<RequestsQuery, 'locationId' | 'caseStatus' | 'status'> & { page?: number };

export const requestsQuery = (api: ApiClient, auth: AuthActorRef, search: RequestsSearch) =>
  queryOptions({
    queryKey: [...requestsKey, 'list', search],
    queryFn: ({ signal }) =>
      watchSession(
        auth,
        api.get('/api/staff/requests', {
          query: { ...search, page: search.page ?? 1, pageSize: REQUESTS_PAGE_SIZE },
          schema: requestsPage,
          signal,
        }),
      ),
  });

export const requestQuery = (api: ApiClient, auth: AuthActorRef, id: number) =>
  queryOptions({
    queryKey: [...requestsKey, 'one', id],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get(`/api/staff/requests/${id}`, { schema: requestDetail, signal })),
  });
