import type { Redirect } from '#contract/website.ts';
import { normalisePath } from './pages.ts';

export const isExternal = (to: string): boolean => /^https?:\/\//i.test(to);

/** Paths compare without a trailing slash and without case, as people type them. */
export function findRedirect(redirects: readonly Redirect[], pathname: string): Redirect | undefined {
  const wanted = normalisePath(pathname).toLowerCase();
  return redirects.find((entry) => normalisePath(entry.from).toLowerCase() === wanted);
}
