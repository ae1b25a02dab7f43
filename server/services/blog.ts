import { and, desc, eq, lte } from 'drizzle-orm';
import type { BlogArticlePage, BlogArticlesQuery } from '#contract/blog.ts';
import type { BlogArticle, BlogArticleSummary } from '#contract/website.ts';
import { blogArticles } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { sanitizeRichText } from './rich-text.ts';

const summaryColumns = {
  id: blogArticles.id,
  title: blogArticles.title,
  summary: blogArticles.summary,
  author: blogArticles.author,
  imageUrl: blogArticles.imageUrl,
  publishedAt: blogArticles.publishedAt,
};

// An article is public once its publication time has come: a future date schedules it.
const visible = (now: Date) => lte(blogArticles.publishedAt, now);

const toSummary = (row: { publishedAt: Date } & Omit<BlogArticleSummary, 'publishedAt'>): BlogArticleSummary => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  author: row.author,
  imageUrl: row.imageUrl,
  publishedAt: row.publishedAt.toISOString(),
});

/** Newest first; ties broken by id so pages never overlap. */
export async function listBlogArticles(
  scope: TenantScope,
  { page, pageSize }: BlogArticlesQuery,
  now: Date,
): Promise<BlogArticlePage> {
  const [rows, total] = await Promise.all([
    scope
      .select(summaryColumns)
      .from(blogArticles, visible(now))
      .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    scope.count(blogArticles, visible(now)),
  ]);
  return { items: rows.map(toSummary), page, pageSize, total };
}

export async function findBlogArticle(scope: TenantScope, id: number, now: Date): Promise<BlogArticle | null> {
  const [row] = await scope
    .select({ ...summaryColumns, html: blogArticles.html })
    .from(blogArticles, and(visible(now), eq(blogArticles.id, id)))
    .limit(1);
  return row ? { ...toSummary(row), html: sanitizeRichText(row.html) } : null;
}
