import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

/*
 * The arrangement's calls (spec §7 "Family arrangements"), parsed with the contract in development
 * and tests (response-schemas.ts). The arrangement machine owns the arrangement
 * itself; these are what the pages read around it. The case and its statement are cases.ts's.
 */

export const ARRANGEMENTS = '/api/family/arrangements';
export const GPL_ITEMS = '/api/family/company/gpl/items';
/** Items per page of the price list the family adds from. */
export const GPL_PAGE_SIZE = 20;

export const arrangementQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'arrangement', caseId],
    queryFn: () => api.get(`${ARRANGEMENTS}/${caseId}`, { schema: responseSchemas?.arrangement }),
  });

export const arrangementPackagesQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'arrangement', caseId, 'packages'],
    queryFn: () => api.get(`${ARRANGEMENTS}/${caseId}/packages`, { schema: responseSchemas?.arrangementPackages }),
  });

/** One call for the details of every line's item (`ids`), whatever the number of lines. */
export const gplItemsByIdQuery = (api: ApiClient, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['family', 'gpl', 'ids', ids.join(',')],
    queryFn: () =>
      api.get(GPL_ITEMS, { schema: responseSchemas?.gplItemsPage, query: { ids: ids.join(','), pageSize: 100 } }),
  });

/** A page of the general price list, for adding an item. */
export const gplItemsPageQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['family', 'gpl', 'page', page],
    queryFn: () =>
      api.get(GPL_ITEMS, { schema: responseSchemas?.gplItemsPage, query: { page, pageSize: GPL_PAGE_SIZE } }),
    staleTime: 60_000,
  });

export const gplItemQuery = (api: ApiClient, itemId: number) =>
  queryOptions({
    queryKey: ['family', 'gpl', 'item', itemId],
    queryFn: () => api.get(`${ARRANGEMENTS}/items/${itemId}`, { schema: responseSchemas?.gplItem }),
    staleTime: 60_000,
  });

export const itemVariantsQuery = (api: ApiClient, itemId: number) =>
  queryOptions({
    queryKey: ['family', 'gpl', 'item', itemId, 'variants'],
    queryFn: () => api.get(`${ARRANGEMENTS}/items/${itemId}/variants`, { schema: responseSchemas?.itemVariants }),
    staleTime: 60_000,
  });

export const selectorQuery = (api: ApiClient, selectorId: number) =>
  queryOptions({
    queryKey: ['family', 'gpl', 'selector', selectorId],
    queryFn: () => api.get(`${ARRANGEMENTS}/items/selectors/${selectorId}`, { schema: responseSchemas?.selector }),
    staleTime: 60_000,
  });

export const contractQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'arrangement', caseId, 'contract'],
    queryFn: () => api.get(`${ARRANGEMENTS}/${caseId}/contract`, { schema: responseSchemas?.familyContract }),
  });
