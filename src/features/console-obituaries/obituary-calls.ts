import { queryOptions } from '@tanstack/react-query';
import {
  staffObituary,
  staffObituaryList,
  type StaffObituary,
  type StaffObituaryContentBody,
  type StaffObituaryCreateBody,
  type StaffObituaryListQuery,
  type StaffPublicationAction,
} from '#contract/staff-obituaries.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { obituariesKey } from '#src/lib/console/obituary-life.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The console's obituary calls (decision 0063, 0066), each watched for the session. Every write
 * answers the editor's whole view; a refusal with words (409 from the publication rule, 422 on a
 * field) comes back as an outcome the page says.
 */

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

export type ObituaryOutcome = { kind: 'done'; obituary: StaffObituary } | Refusal;

const outcomeOf = async (call: Promise<StaffObituary>): Promise<ObituaryOutcome> => {
  try {
    return { kind: 'done', obituary: await call };
  } catch (error) {
    return refusalOf(error);
  }
};

export const createObituary = (api: ApiClient, auth: AuthActorRef, body: StaffObituaryCreateBody) =>
  outcomeOf(watchSession(auth, api.post('/api/staff/obituaries', { body, schema: staffObituary })));

export const saveObituary = (api: ApiClient, auth: AuthActorRef, id: number, body: StaffObituaryContentBody) =>
  outcomeOf(watchSession(auth, api.put(`/api/staff/obituaries/${id}`, { body, schema: staffObituary })));

export const takeStep = (api: ApiClient, auth: AuthActorRef, id: number, action: StaffPublicationAction) =>
  outcomeOf(watchSession(auth, api.post(`/api/staff/obituaries/${id}/${action}`, { schema: staffObituary })));
