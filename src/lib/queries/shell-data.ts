import type { QueryClient } from '@tanstack/react-query';
import { shellDataIds } from '#contract/shell-data.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';
import { redirectsQuery, renderContextQuery } from './website.ts';

/**
 * Seeds the query cache with the documents the server wrote into the HTML shell (decision 0150),
 * under the very keys the root route's loaders use, so their `ensureQueryData` finds them and the
 * first paint waits for no API call. A block that is absent (unknown host, preview, a failed
 * lookup on the server) leaves its query to the API, as before. The blocks are removed once read.
 */
export function seedFromShell(queryClient: QueryClient, api: ApiClient, document: Document): void {
  const context = takeBlock(document, shellDataIds.renderContext);
  if (context !== undefined) {
    queryClient.setQueryData(
      renderContextQuery(api, 'approved').queryKey,
      trusted(context, responseSchemas?.renderContext),
    );
  }
  const redirects = takeBlock(document, shellDataIds.redirects);
  if (redirects !== undefined) {
    queryClient.setQueryData(redirectsQuery(api).queryKey, trusted(redirects, responseSchemas?.redirects));
  }
}

function takeBlock(document: Document, id: string): unknown {
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    // Unreadable (a proxy rewrote the page?): the API will answer instead.
    return undefined;
  }
}

/** Checked with the contract in development and tests; production trusts it as it trusts the API's answer. */
function trusted<T>(value: unknown, schema: { parse(value: unknown): T } | undefined): T {
  return schema ? schema.parse(value) : (value as T);
}
