/**
 * A sign-in page's search: `redirect`, kept as it came (the page checks it when it follows it:
 * same-origin-path.ts). Zod-free and its own file: a route's validateSearch runs in the public entry.
 */
export const redirectSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
