import { normalizePagePath } from '#contract/page-path.ts';
import type { Page } from '#contract/website.ts';

export type PagesByPath = Record<string, Page>;

export function childrenOf(pages: PagesByPath, parent: Page): Page[] {
  return Object.values(pages)
    .filter((page) => page.parentId === parent.id)
    .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title));
}

export type PageLookup = { kind: 'page'; page: Page } | { kind: 'redirect'; to: string } | { kind: 'missing' };

/**
 * Spec §2: a CMS page is found by the current path in the pages map; a page without
 * modules redirects to its first child. A page with neither modules nor children is missing.
 */
export function lookupPage(pages: PagesByPath, pathname: string): PageLookup {
  const page = pages[normalizePagePath(pathname)];
  if (!page) return { kind: 'missing' };
  if (page.modules.length > 0) return { kind: 'page', page };
  const [first] = childrenOf(pages, page);
  return first ? { kind: 'redirect', to: first.path } : { kind: 'missing' };
}
