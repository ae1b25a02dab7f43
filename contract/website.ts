import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import { linkTarget } from './link-target.ts';
import { pageModule } from './modules.ts';
import { emailText, multilineText, text } from './text.ts';

/** Spec §3 website context, as GET /api/web/render-context/{approved|draft} answers it. */

export const cornerStyle = z.enum(['Square', 'Rounded', 'Soft Square']);
export type CornerStyle = z.infer<typeof cornerStyle>;

const hexColor = text().regex(/^#[0-9a-fA-F]{6}$/);

export const design = z.object({
  colorText: hexColor,
  colorBackground: hexColor,
  colorPrimary: hexColor,
  colorOnPrimary: hexColor,
  fontHeading: text().min(1),
  fontBody: text().min(1),
  buttonCorners: cornerStyle,
  secondaryButtonCorners: cornerStyle,
});
export type Design = z.infer<typeof design>;

export const company = z.object({
  name: text().min(1),
  phoneNumber: text().min(1),
  logoUrl: text().nullable(),
});
export type Company = z.infer<typeof company>;

export const navNode = z.object({
  label: text().min(1),
  to: linkTarget(),
  empty: z.boolean(),
  hiddenHeader: z.boolean(),
});
export type NavNode = z.infer<typeof navNode>;

export const navItem = z.object({
  node: navNode,
  children: z.array(z.object({ node: navNode })).optional(),
});
export type NavItem = z.infer<typeof navItem>;

export const navigation = z.object({ items: z.array(navItem) });
export type Navigation = z.infer<typeof navigation>;

export const page = z.object({
  id: text().min(1),
  path: text().startsWith('/'),
  title: text().min(1),
  description: multilineText(),
  /** The parent page's id; children are ordered by position. */
  parentId: text().nullable(),
  position: z.number().int(),
  modules: z.array(pageModule),
});
export type Page = z.infer<typeof page>;

export const address = z.object({
  line1: text().min(1),
  line2: text().optional(),
  city: text().min(1),
  region: text().min(1),
  postalCode: text().min(1),
  country: text().length(2),
});
export type Address = z.infer<typeof address>;

export const location = z.object({
  id: z.number().int(),
  name: text().min(1),
  address,
  phoneNumber: text().min(1),
  email: emailText().nullable(),
});
export type Location = z.infer<typeof location>;

export const settings = z.object({
  tagline: text(),
  footerText: multilineText(),
});
export type Settings = z.infer<typeof settings>;

export const renderContext = z.object({
  design,
  company,
  navigation,
  /** Keyed by path ("/" is home). */
  pages: z.record(text(), page),
  header: z.object({ id: text() }),
  footer: z.object({ id: text() }),
  settings,
  locations: z.array(location).default([]),
});
export type RenderContext = z.infer<typeof renderContext>;

export const redirect = z.object({
  from: text().startsWith('/'),
  /** A path on this site, or an absolute http(s) URL that leaves the site. */
  to: text().min(1),
  permanent: z.boolean(),
});
export type Redirect = z.infer<typeof redirect>;
export const redirects = z.array(redirect);

export const blogArticleSummary = z.object({
  id: z.number().int(),
  title: text(),
  summary: multilineText(),
  author: text(),
  imageUrl: text().nullable(),
  publishedAt: text(),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummary>;

export const blogArticle = blogArticleSummary.extend({ html: multilineText() });
export type BlogArticle = z.infer<typeof blogArticle>;

export const blogArticleParams = z.object({ id: rowIdParam() });

export const health = z.object({ status: z.literal('ok') });

/**
 * GET /api/ready (decision 0085): whether a load balancer should send this process requests. Not
 * ready (503) while it stops (SIGTERM) or when the database, or on PostgreSQL the site cache's
 * listening connection, is down.
 */
export const readiness = z.object({
  ready: z.boolean(),
  /** The process has been asked to stop: it finishes what it has and takes nothing new. */
  draining: z.boolean(),
  database: z.enum(['up', 'down']),
  /** PostgreSQL's LISTEN connection that keeps every process's site cache coherent; PGlite has none. */
  cacheListener: z.enum(['up', 'down', 'not-used']),
});
export type Readiness = z.infer<typeof readiness>;
