import { z } from 'zod';
import { pageModule } from './modules.ts';

/** Spec §3 website context, as GET /api/web/render-context/{approved|draft} answers it. */

export const cornerStyle = z.enum(['Square', 'Rounded', 'Soft Square']);
export type CornerStyle = z.infer<typeof cornerStyle>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const design = z.object({
  colorText: hexColor,
  colorBackground: hexColor,
  colorPrimary: hexColor,
  colorOnPrimary: hexColor,
  fontHeading: z.string().min(1),
  fontBody: z.string().min(1),
  buttonCorners: cornerStyle,
  secondaryButtonCorners: cornerStyle,
});
export type Design = z.infer<typeof design>;

export const company = z.object({
  name: z.string().min(1),
  phoneNumber: z.string().min(1),
  logoUrl: z.string().nullable(),
});
export type Company = z.infer<typeof company>;

export const navNode = z.object({
  label: z.string().min(1),
  to: z.string().min(1),
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
  id: z.string().min(1),
  path: z.string().startsWith('/'),
  title: z.string().min(1),
  description: z.string(),
  /** The parent page's id; children are ordered by position. */
  parentId: z.string().nullable(),
  position: z.number().int(),
  modules: z.array(pageModule),
});
export type Page = z.infer<typeof page>;

export const address = z.object({
  line1: z.string().min(1),
  line2: z.string().optional(),
  city: z.string().min(1),
  region: z.string().min(1),
  postalCode: z.string().min(1),
  country: z.string().length(2),
});
export type Address = z.infer<typeof address>;

export const location = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  address,
  phoneNumber: z.string().min(1),
  email: z.email().nullable(),
});
export type Location = z.infer<typeof location>;

export const settings = z.object({
  tagline: z.string(),
  footerText: z.string(),
});
export type Settings = z.infer<typeof settings>;

export const renderContext = z.object({
  design,
  company,
  navigation,
  /** Keyed by path ("/" is home). */
  pages: z.record(z.string(), page),
  header: z.object({ id: z.string() }),
  footer: z.object({ id: z.string() }),
  settings,
  locations: z.array(location).default([]),
});
export type RenderContext = z.infer<typeof renderContext>;

export const redirect = z.object({
  from: z.string().startsWith('/'),
  /** A path on this site, or an absolute http(s) URL that leaves the site. */
  to: z.string().min(1),
  permanent: z.boolean(),
});
export type Redirect = z.infer<typeof redirect>;
export const redirects = z.array(redirect);

export const blogArticleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummary>;

export const blogArticle = blogArticleSummary.extend({ html: z.string() });
export type BlogArticle = z.infer<typeof blogArticle>;

/** A whole number from 1: `.min(1)` rather than `.positive()`, whose exclusive bound spec §5 has no words for. */
export const blogArticleParams = z.object({ id: z.coerce.number().int().min(1) });

export const health = z.object({ status: z.literal('ok') });
