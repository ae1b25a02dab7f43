import { queryOptions } from '@tanstack/react-query';
import {
  openedCase,
  requestDetail,
  requestsPage,
  type OpenedCase,
  type RequestDetail,
  type RequestEventBody,
  type RequestsQuery,
} from '#contract/staff-requests.ts';
import { priceListDocument } from '#contract/public-price-list.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The requests inbox's calls (decision 0064), each watched for the session. A refusal with words
 * (the request moved on meanwhile: 409) comes back as an outcome the page shows beside the button.
 */

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

export type RequestOutcome = { kind: 'done'; request: RequestDetail } | Refusal;

export async function sendRequestEvent(
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
  body: RequestEventBody,
): Promise<RequestOutcome> {
  try {
    const request = await watchSession(
      auth,
      api.post(`/api/staff/requests/${id}/events`, { body, schema: requestDetail }),
    );
    return { kind: 'done', request };
  } catch (error) {
    return refusalOf(error);
  }
}

export async function openCase(
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
): Promise<{ kind: 'done'; opened: OpenedCase } | Refusal> {
  try {
    return {
      kind: 'done',
      opened: await watchSession(auth, api.post(`/api/staff/requests/${id}/open-case`, { schema: openedCase })),
    };
  } catch (error) {
    return refusalOf(error);
  }
}

/** The general price list staff quote from by phone (decision 0108), published or not. */
export const quoteListQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: ['staff', 'price-list', 'quote'] as const,
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/price-list/quote', { schema: priceListDocument, signal })),
  });
