/**
 * The ids of the JSON data blocks the server writes into the HTML shell of a public page
 * (decision 0029): the browser seeds its query cache from them instead of asking the API before
 * the first paint. Shared so the writer and the reader cannot drift apart.
 */
export const shellDataIds = {
  renderContext: 'lantern-render-context',
  redirects: 'lantern-redirects',
  /** On an obituary page: GET /api/web/obituaries/{id}'s answer. */
  obituary: 'lantern-obituary',
  /**
   * A server-rendered page (decision 0091): its whole query cache and the origin it was written
   * with (contract/server-render.ts), in place of the three blocks above.
   */
  rendered: 'lantern-rendered',
} as const;
