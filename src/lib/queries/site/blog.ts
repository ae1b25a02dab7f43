import { queryOptions } from '@tanstack/react-query';
import type { blogArticlePage } from '#contract/blog.ts';
import type { blogArticle } from '#contract/website.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

/* The public blog's reads: a page of articles, and one article. */

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
