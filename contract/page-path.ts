/**
 * One page, one path: "/about/", "/about" and "/about//" are the same page, the root stays "/", and
 * percent-escapes are decoded ("/a%20b" is "/a b") so a page is found however the browser spelled
 * its address. The server (which page answers 200 or 404), the site (which page to show) and the
 * builder (which page the preview is on) all match paths with this.
 */
export function normalizePagePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // Malformed escapes: matched as given (such a page is simply not found).
  }
  return decoded.replace(/\/+$/, '') || '/';
}
