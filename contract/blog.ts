import type { z } from 'zod';
import { pageOf, pagingQuery } from './paging.ts';
import { blogArticleSummary } from './website.ts';

/** GET /api/web/blog/articles: newest first, paged (spec §7 paging). */
export const blogArticlesQuery = pagingQuery;
export type BlogArticlesQuery = z.infer<typeof blogArticlesQuery>;

export const blogArticlePage = pageOf(blogArticleSummary);
export type BlogArticlePage = z.infer<typeof blogArticlePage>;
