/**
 * The login page's search: only `redirect`, kept as it came (portal-redirect.ts checks it when it is
 * followed). Its own file: the route's validateSearch runs in the public entry, which must stay small.
 */
export const loginSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
