import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { blogArticlePage, blogArticlesQuery } from '#contract/blog.ts';
import { blogArticle, blogArticleParams } from '#contract/website.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/open-database.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { tenantOf } from '#server/http/tenancy.ts';
import { findBlogArticle, listBlogArticles } from '#server/services/blog.ts';
import { invalidInputResponse, jsonResponse, notFoundResponse, serverErrorResponse } from './openapi-helpers.ts';
import { tenantHeaders } from './tenant-headers.ts';

export const blogArticlesRoute = createRoute({
  method: 'get',
  path: '/api/web/blog/articles',
  tags: ['Blog'],
  summary: 'Blog articles, newest first',
  description: 'Published articles of the company, paged with page (from 1) and pageSize (1–100).',
  request: { headers: tenantHeaders, query: blogArticlesQuery },
  responses: {
    200: jsonResponse(blogArticlePage.meta({ id: 'BlogArticlePage' }), 'One page of article summaries'),
    404: notFoundResponse,
    422: invalidInputResponse,
    500: serverErrorResponse,
  },
});

export const blogArticleRoute = createRoute({
  method: 'get',
  path: '/api/web/blog/articles/{id}',
  tags: ['Blog'],
  summary: 'One blog article',
  description: 'The article with its sanitised HTML body; 404 when the company has no such published article.',
  request: { headers: tenantHeaders, params: blogArticleParams },
  responses: {
    200: jsonResponse(blogArticle.meta({ id: 'BlogArticle' }), 'The article'),
    404: notFoundResponse,
    422: invalidInputResponse,
    500: serverErrorResponse,
  },
});

export interface BlogRoutesDeps {
  db: Database;
  clock: Clock;
}

export function registerBlogRoutes(app: OpenAPIHono<AppEnv>, { db, clock }: BlogRoutesDeps): void {
  app.openapi(blogArticlesRoute, async (c) =>
    c.json(await listBlogArticles(db, tenantOf(c), c.req.valid('query'), clock.now()), 200),
  );

  app.openapi(blogArticleRoute, async (c) => {
    const article = await findBlogArticle(db, tenantOf(c), c.req.valid('param').id, clock.now());
    return article ? c.json(article, 200) : jsonError(c, 404);
  });
}
