/**
 * The seam between the server and the browser app's server render of public pages (decision 0091).
 * The server never imports src/ (dependency-cruiser): it loads the built render module
 * (dist/ssr/entry-server.js) by path and calls its `render` with this shape, and the module answers
 * with this one. Written once here so the two sides cannot drift apart.
 */
export interface RenderRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  /** The site's host (the X-Host the browser's API calls send). */
  host: string;
  /** The page's origin as the server sees it: share links are absolute (the browser uses its own once hydrated). */
  origin: string;
  /**
   * The company's configured public address (no trailing slash), or null when none is set: a page's
   * canonical link and share tags are written from it, never from the request (DESIGN §4).
   */
  siteUrl: string | null;
  /** The request's User-Agent: a crawler's error page is its head only, as the browser's is. */
  userAgent: string;
  /** The API, in process: the same app answers, no network. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}

export type RenderResult =
  /** The page's HTML: its hoisted head tags, the #root content, its status, and the data the browser hydrates with. */
  | { kind: 'page'; head: string; body: string; status: number; data: RenderedData }
  /**
   * Sent on (a CMS redirect, a page without modules to its first child): an HTTP redirect, so a
   * crawler or a phone without JavaScript follows it too. Permanent ones are 308, the rest 307.
   */
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  /** Not rendered on the server (the portal, the console): the shell, as before. */
  | { kind: 'shell' };

/** The JSON data block of a server-rendered page: the query cache, filled once, and the origin the links were written with. */
export interface RenderedData {
  origin: string;
  /** TanStack Query's dehydrated state. */
  queries: unknown;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
