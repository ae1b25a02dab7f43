import { normalizePagePath } from '#contract/page-path.ts';
import type { Redirect } from '#contract/website.ts';

export const isExternal = (to: string): boolean => /^https?:\/\//i.test(to);

/** Paths compare without a trailing slash and without case, as people type them. */
export function findRedirect(redirects: readonly Redirect[], pathname: string): Redirect | undefined {
  const wanted = normalizePagePath(pathname).toLowerCase();
  return redirects.find((entry) => normalizePagePath(entry.from).toLowerCase() === wanted);
}
