import { sameOriginPath } from '#src/lib/account/same-origin-path.ts';

/*
 * Where sign-in leads: back to the portal page the visitor was sent away from, which the
 * guard puts in `?redirect=`. Only a path of this site under /family-portal (any letter case) is
 * followed; anything else (another site, "//evil.example", "javascript:", a public page) leads to
 * /family-portal, so the parameter cannot send anyone elsewhere. Loaded with the login page only.
 */

export const PORTAL_HOME = '/family-portal';

const portalPath = /^\/family-portal(?:[/?#]|$)/i;

/** The `redirect` to follow after sign-in, or the portal's home. */
export function portalRedirectTarget(value: unknown): string {
  const path = sameOriginPath(value);
  return path !== null && portalPath.test(path) ? path : PORTAL_HOME;
}
