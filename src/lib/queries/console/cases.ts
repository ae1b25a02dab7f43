import { queryOptions } from '@tanstack/react-query';
import { casesPage, staffCase, type CasesQuery } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The console's cases (decision 0065): a page of the list and one case, each watched for the
 * session. Every case query (the directors, the proofs, "My cases") is under `casesKey`.
 */

export const CASES_PAGE_SIZE = 20;

export const casesKey = ['staff', 'cases'] as const;

export type CasesSearch = Pick<CasesQuery, 'q' | 'status' | 'locationId' | 'director'> & { page?: number };

export const casesQuery = (api: ApiClient, auth: AuthActorRef, search: CasesSearch) =>
  queryOptions({
    queryKey: [...casesKey, 'list', search],
    queryFn: ({ signal }) =>
      watchSession(
        auth,
        api.get('/api/staff/cases', {
          query: { ...search, page: search.page ?? 1, pageSize: CASES_PAGE_SIZE },
          schema: casesPage,
          signal,
        }),
      ),
  });

export const caseQuery = (api: ApiClient, auth: AuthActorRef, id: number) =>
  queryOptions({
    queryKey: [...casesKey, 'one', id],
    queryFn: ({ signal }) => watchSession(auth, api.get(`/api/staff/cases/${id}`, { schema: staffCase, signal })),
  });
