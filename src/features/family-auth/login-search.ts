/**
 * The login page's search: `redirect` (portal-redirect.ts checks it when it is followed) and
 * `invitation` (the token of a mailed invitation, decision 0045), each kept as it came. Its own file:
 * the route's validateSearch runs in the public entry, which must stay small.
 */
export const loginSearch = (search: Record<string, unknown>): { redirect?: string; invitation?: string } => ({
  ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  ...(typeof search.invitation === 'string' && search.invitation ? { invitation: search.invitation } : {}),
});
