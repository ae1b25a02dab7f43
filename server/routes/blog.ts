import { blogArticlePage, blogArticlesQuery } from '#contract/blog.ts';
import { blogArticle, blogArticleParams } from '#contract/website.ts';
import type { Clock } from '#server/clock.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { findBlogArticle, listBlogArticles } from '#server/services/blog.ts';

export const blogArticlesRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/blog/articles',
  tags: ['Blog'],
  summary: 'Blog articles, newest first',
  description: 'Published articles of the company, paged with page (from 1) and pageSize (1–100).',
  request: { query: blogArticlesQuery },
  responses: {
    200: jsonResponse(blogArticlePage.meta({ id: 'BlogArticlePage' }), 'One page of article summaries'),
  },
});

export const blogArticleRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/blog/articles/{id}',
  tags: ['Blog'],
  summary: 'One blog article',
  description: 'The article with its sanitised HTML body; 404 when the company has no such published article.',
  request: { params: blogArticleParams },
  responses: { 200: jsonResponse(blogArticle.meta({ id: 'BlogArticle' }), 'The article') },
});

export interface BlogRoutesDeps {
  clock: Clock;
}

export function registerBlogRoutes(register: RegisterRoute, { clock }: BlogRoutesDeps): void {
  register(blogArticlesRoute, async (c) =>
    c.json(await listBlogArticles(scopeOf(c), c.req.valid('query'), clock.now()), 200),
  );

  register(blogArticleRoute, async (c) => {
    const article = await findBlogArticle(scopeOf(c), c.req.valid('param').id, clock.now());
    return article ? c.json(article, 200) : jsonError(c, 404);
  });
}
