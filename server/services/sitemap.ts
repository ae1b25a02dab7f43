import { and, desc, isNotNull, lte } from 'drizzle-orm';
import { nameSlug } from '#contract/name-fold.ts';
import { OBITUARY_SLUG_FALLBACK, obituaryPath } from '#contract/obituary-path.ts';
import { blogArticles, obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/** One page of the sitemap: a site path and, when known, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); the newest obituaries come first. */
export const SITEMAP_MAX = 50_000;

/** The app's own public pages (spec §2) that are worth finding; the wizard's steps are not. */
const appPages = [
  '/',
  '/blog',
  '/obituaries',
  '/plan-now',
  '/terms-of-use',
  '/accessibility',
  '/privacy-policy',
  '/price-list',
];

/**
 * Everything public a search engine should find: the app's pages, the company's approved CMS
 * pages, published blog articles and published obituaries.
 */
export async function sitemapEntries(
  scope: TenantScope,
  cmsPaths: readonly string[],
  now: Date,
): Promise<SitemapEntry[]> {
  const [articles, people] = await Promise.all([
    scope
      .select({ id: blogArticles.id, publishedAt: blogArticles.publishedAt })
      .from(blogArticles, lte(blogArticles.publishedAt, now))
      .orderBy(desc(blogArticles.publishedAt))
      .limit(SITEMAP_MAX),
    scope
      .select({ id: obituaries.id, fullName: obituaries.fullName, publishedAt: obituaries.publishedAt })
      .from(obituaries, and(isNotNull(obituaries.publishedAt), lte(obituaries.publishedAt, now)))
      .orderBy(desc(obituaries.publishedAt), desc(obituaries.id))
      .limit(SITEMAP_MAX),
  ]);
  const pages = [...new Set([...appPages, ...cmsPaths])].map((path) => ({ path, lastModified: null }));
  const entries: SitemapEntry[] = [
    ...pages,
    ...articles.map((article) => ({ path: `/blog/article/${article.id}`, lastModified: article.publishedAt })),
    ...people.map((person) => ({
      path: obituaryPath({ id: person.id, nameSlug: nameSlug(person.fullName, OBITUARY_SLUG_FALLBACK) }),
      lastModified: person.publishedAt,
    })),
  ];
  return entries.slice(0, SITEMAP_MAX);
}
