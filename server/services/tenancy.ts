/**
 * The host a request is for (decision 0002): the browser's X-Host header (the site it is showing,
 * which differs from Host behind a proxy or in development), else Host; port dropped, lower-cased.
 */
export function normalizeHost(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  // Tolerate a full origin in X-Host ("https://example.com").
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').split('/')[0] ?? '';
  if (host.startsWith('[')) {
    // IPv6 literal: "[::1]:3000" -> "[::1]"
    const end = host.indexOf(']');
    host = end === -1 ? host : host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d*$/, '');
  }
  host = host.replace(/\.$/, '');
  return host.length > 0 && host.length <= 253 ? host : null;
}
