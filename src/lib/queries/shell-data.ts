import type { QueryClient } from '@tanstack/react-query';
import type { RenderedData } from '#contract/server-render.ts';
import { shellDataIds } from '#contract/shell-data.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './site/response-schemas.ts';
import { obituaryQuery } from './site/obituaries.ts';
import { redirectsQuery, renderContextQuery } from './site/website.ts';

/** The part of `document` read here (the real one fits; tests pass a small fake). */
export interface ShellDocument {
  getElementById(id: string): { textContent: string | null; remove(): void } | null;
  querySelectorAll(selector: string): Iterable<{ remove(): void }>;
}

interface Schema<T> {
  parse(value: unknown): T;
}

/**
 * Seeds the query cache with the documents the server wrote into the HTML shell (decision 0029),
 * under the very keys the root route's loaders use, so their `ensureQueryData` finds them and the
 * first paint waits for no API call. A block that is absent (unknown host, preview, a failed
 * lookup on the server) or unreadable leaves its query to the API, as before. Blocks are removed
 * once read.
 */
export function seedFromShell(queryClient: QueryClient, api: ApiClient, document: ShellDocument): void {
  const context = takeBlock(document, shellDataIds.renderContext, responseSchemas?.renderContext);
  if (context !== undefined) queryClient.setQueryData(renderContextQuery(api, 'approved').queryKey, context);
  const redirects = takeBlock(document, shellDataIds.redirects, responseSchemas?.redirects);
  if (redirects !== undefined) queryClient.setQueryData(redirectsQuery(api).queryKey, redirects);
  // An obituary page came with its obituary: the page paints without asking for it.
  const obituary = takeBlock(document, shellDataIds.obituary, responseSchemas?.obituary);
  if (obituary !== undefined) queryClient.setQueryData(obituaryQuery(api, obituary.id).queryKey, obituary);
}

/**
 * A page the server rendered (decision 0091) carries its whole query cache and the origin its links
 * were written with: the browser hydrates with exactly these. Undefined for the shell (the portal,
 * the console, a preview, a failed render), which seedFromShell serves as before.
 */
export function takeRenderedData(document: ShellDocument): RenderedData | undefined {
  return takeBlock<RenderedData>(document, shellDataIds.rendered, undefined);
}

/**
 * The head tags the server wrote for readers without JavaScript (share previews, crawlers:
 * server/http/head-tags.ts) go once the app starts: from then on each page's own head (React's
 * <meta>, <link>) is the only one, so no page keeps a stale description. The server's <title> is not
 * marked and stays: React 19 adopts the document's first <title> when it mounts its own (hydrating or
 * not) and writes its text, so the document has exactly one title all along, also before hydration
 * (decision 0092; axe's "document-title" failed when it was dropped here).
 */
export function dropShellHead(document: ShellDocument): void {
  for (const element of document.querySelectorAll('[data-shell-head]')) element.remove();
}

/**
 * The block's document, checked with the contract in development and tests; production trusts it as
 * it trusts the API's answer (no schema code ships to visitors). Undefined when absent or unreadable.
 */
function takeBlock<T>(document: ShellDocument, id: string, schema: Schema<T> | undefined): T | undefined {
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return schema ? schema.parse(value) : (value as T);
  } catch {
    // The API will answer instead, and its failure, if any, reaches the error page as usual.
    return undefined;
  }
}
