import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { BlogArticlePage, BlogArticlesQuery } from '#contract/blog.ts';
import type { BlogArticle, BlogArticleSummary } from '#contract/website.ts';
import type { Database } from '#server/db/open-database.ts';
import { blogArticles } from '#server/db/schema.ts';
import { sanitizeRichText } from './rich-text.ts';

/** Largest value of a PostgreSQL integer id; anything above cannot name a row. */
const MAX_ID = 2_147_483_647;

const summaryColumns = {
  id: blogArticles.id,
  title: blogArticles.title,
  summary: blogArticles.summary,
  author: blogArticles.author,
  imageUrl: blogArticles.imageUrl,
  publishedAt: blogArticles.publishedAt,
};

// An article is public once its publication time has come: a future date schedules it.
const visible = (companyId: number, now: Date) =>
  and(eq(blogArticles.companyId, companyId), lte(blogArticles.publishedAt, now));

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
  db: Database,
  companyId: number,
  { page, pageSize }: BlogArticlesQuery,
  now: Date,
): Promise<BlogArticlePage> {
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogArticles)
      .where(visible(companyId, now))
      .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(blogArticles).where(visible(companyId, now)),
  ]);
  return { items: rows.map(toSummary), page, pageSize, total: totals[0]?.total ?? 0 };
}

export async function findBlogArticle(
  db: Database,
  companyId: number,
  id: number,
  now: Date,
): Promise<BlogArticle | null> {
  if (id > MAX_ID) return null;
  const [row] = await db
    .select({ ...summaryColumns, html: blogArticles.html })
    .from(blogArticles)
    .where(and(visible(companyId, now), eq(blogArticles.id, id)))
    .limit(1);
  return row ? { ...toSummary(row), html: sanitizeRichText(row.html) } : null;
}
