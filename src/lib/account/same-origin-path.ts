/*
 * Where a sign-in leads afterwards (the portal's login, the console's sign-in): the `redirect` the
 * guard put in the address, followed only when it is a path of this site. Anything else (another
 * site, "//evil.example", "/\evil.example", "javascript:", a tab or newline inside) is no path.
 */

/** The value when it is a path of this site, else null. */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // Browsers read "\" as "/" and drop tabs and newlines: "/\evil.example" would leave the site.
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('//')) return null;
  return value;
}
