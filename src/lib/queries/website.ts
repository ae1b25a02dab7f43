import { queryOptions } from '@tanstack/react-query';
import type { blogArticlePage } from '#contract/blog.ts';
import type { publicPriceList } from '#contract/public-price-list.ts';
import type { blogArticle, redirects, renderContext } from '#contract/website.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

export type ContextMode = 'approved' | 'draft';

/** Loaded once per visit and rendered from; the server revalidates it with an ETag. */
export const renderContextQuery = (api: ApiClient, mode: ContextMode) =>
  queryOptions({
    queryKey: ['render-context', mode],
    queryFn: () =>
      api.get<typeof renderContext>(`/api/web/render-context/${mode}`, { schema: responseSchemas?.renderContext }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const redirectsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['redirects'],
    queryFn: () => api.get<typeof redirects>('/api/web/redirects', { schema: responseSchemas?.redirects }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const blogArticlesQuery = (api: ApiClient, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['blog', 'articles', { page, pageSize }],
    queryFn: () =>
      api.get<typeof blogArticlePage>('/api/web/blog/articles', {
        schema: responseSchemas?.blogArticlePage,
        query: { page, pageSize },
      }),
    staleTime: 60_000,
  });

export const blogArticleQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['blog', 'article', id],
    queryFn: () =>
      api.get<typeof blogArticle>(`/api/web/blog/articles/${id}`, { schema: responseSchemas?.blogArticle }),
    staleTime: 60_000,
  });

/** The general price list every visitor may read (decision 0079); the server revalidates it with an ETag. */
export const publicPriceListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['price-list'],
    queryFn: () => api.get<typeof publicPriceList>('/api/web/price-list', { schema: responseSchemas?.publicPriceList }),
    staleTime: 60_000,
  });
