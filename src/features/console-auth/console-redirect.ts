import { sameOriginPath } from '#src/lib/account/same-origin-path.ts';

/*
 * Where the console's sign-in leads (decision 0062): back to the page the person wanted, which the
 * guard put in `?redirect=`: any path of this site (a console page, or a page of the site to open in
 * the builder with ?preview=true), never another site. The sign-in page itself, the console's open
 * pages and the family portal lead to the console's home instead.
 */

export const CONSOLE_HOME = '/staff';

const notAfterSignIn = /^\/(staff\/(sign-in|password-reset|invitation)|family-portal)(?:[/?#]|$)/i;

/** The `redirect` to follow after sign-in, or the console's home. */
export function consoleRedirectTarget(value: unknown): string {
  const path = sameOriginPath(value);
  return path !== null && !notAfterSignIn.test(path) ? path : CONSOLE_HOME;
}
