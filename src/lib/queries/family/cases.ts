import { queryOptions } from '@tanstack/react-query';
import type { GplItem } from '#contract/family-arrangements.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

/*
 * The family's case reads (spec §7 "Family cases", GET /api/family/company/gpl/items). Portal code
 * only. Answers are parsed with the contract in development and tests (response-schemas.ts); a
 * family's own data is fresh for a short while only.
 */

/** Cases a page of the list holds: a family has a few, rarely more. */
export const CASES_PAGE_SIZE = 20;
/** Payments shown on the statement page, newest first. */
export const PAYMENTS_PAGE_SIZE = 50;
/** The price list is read in the largest pages the API allows. */
const GPL_PAGE_SIZE = 100;

export const familyCasesQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['family', 'cases', { page }],
    queryFn: () =>
      api.get('/api/family/cases', {
        query: { page, pageSize: CASES_PAGE_SIZE },
        schema: responseSchemas?.familyCasesPage,
      }),
    staleTime: 30_000,
  });

/** One case (its home): the case layout loads it; every case page reads it from the cache. */
export const familyCaseQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId],
    queryFn: () => api.get(`/api/family/cases/${caseId}`, { schema: responseSchemas?.familyCase }),
    staleTime: 30_000,
  });

/** The statement: live before signing, frozen after (GET .../statement). */
export const caseStatementQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'statement'],
    queryFn: () => api.get(`/api/family/cases/${caseId}/statement`, { schema: responseSchemas?.caseStatement }),
    staleTime: 0,
  });

/** The statement's revisions and void statements (decision 0080). */
export const statementHistoryQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'statement', 'history'],
    queryFn: () =>
      api.get(`/api/family/cases/${caseId}/statement/history`, { schema: responseSchemas?.statementHistory }),
    staleTime: 0,
  });

export const casePaymentsQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'payments'],
    queryFn: () =>
      api.get(`/api/family/cases/${caseId}/payments`, {
        query: { page: 1, pageSize: PAYMENTS_PAGE_SIZE },
        schema: responseSchemas?.familyPaymentsPage,
      }),
    staleTime: 0,
  });

/** The whole general price list: every page, in the server's order. */
export const fullPriceListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['family', 'gpl', 'all'],
    queryFn: async ({ signal }) => {
      const items: GplItem[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await api.get('/api/family/company/gpl/items', {
          query: { page, pageSize: GPL_PAGE_SIZE },
          schema: responseSchemas?.gplItemsPage,
          signal,
        });
        items.push(...answer.items);
        if (answer.items.length === 0 || items.length >= answer.total) return items;
      }
    },
    staleTime: 60_000,
  });

/** Who sent what for the case's obituary, with the card messages (decision 0076). */
export const caseShopOrdersQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'shop-orders'],
    queryFn: () => api.get(`/api/family/cases/${caseId}/shop-orders`, { schema: responseSchemas?.familyShopOrders }),
    staleTime: 30_000,
  });
