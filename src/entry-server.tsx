import { renderToString } from 'react-dom/server';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { RenderRequest, RenderResult } from '#contract/server-render.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { lazyFileTransfer } from '#src/lib/uploads/lazy-file-transfer.ts';
import { lazyAuth } from '#src/lib/auth/auth-handle.ts';
import { signedOutAuth } from '#src/lib/auth/signed-out-auth.ts';
import { lazyPreview } from '#src/lib/preview/preview-handle.ts';
import { lazyToasts } from '#src/lib/toasts/lazy-toasts.ts';
import type { FileRouteTypes } from './routeTree.gen.ts';
import { AppTree } from './app-tree.tsx';
import { createAppRouter } from './router.tsx';

/**
 * The server render of the public pages (decision 0091), built by `vite build --ssr` into
 * dist/ssr/entry-server.js and loaded by the server by path (server/http/page-renderer.ts). The
 * browser's main.tsx hydrates what it writes. Each render has its own query cache and router.
 */

/**
 * Routes whose pages stay client-rendered, with everything under them: the portal's cases and the
 * console wait for the tab's sign-in (spec: behind their sign-in), and the planning screens after the
 * first, the thank-you pages and the checkout read what only the browser holds (the saved plan, an
 * order's key). The portal's open pages (sign-in, an invitation, the password reset) are rendered, as
 * for a visitor nobody has signed in yet (signed-out-auth.ts, decision 0121).
 */
const clientRendered: ReadonlySet<FileRouteTypes['id']> = new Set<FileRouteTypes['id']>([
  '/family-portal/_family',
  '/staff',
  '/plan-now/_started',
  '/plan-now/thank-you',
  '/obituaries/$id/$name/shop/order/$orderId/thanks',
  '/obituaries/$id/$name/shop/product/$productId/checkout',
]);

// Nothing the server renders previews, uploads or toasts: their runtimes never load here. Nobody has
// signed in on the server: the session lives in the browser.
const never = () => new Promise<never>(() => {});

/** React 19 writes the hoisted <title>, <meta> and <link> of the page first: they go into <head>. */
const leadingHeadTags = /^(?:<title[^>]*>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

export async function render(request: RenderRequest): Promise<RenderResult> {
  const api = createApiClient({
    baseUrl: '',
    getHost: () => request.host,
    // The visitor's zone is not known here: pages write dates in UTC until hydrated (visitor-clock.ts).
    getTimeZone: () => 'UTC',
    fetch: request.fetch,
    // The server trusts its own answers; the browser's development build checks them.
    validateResponses: false,
  });
  // One render, one cache: nothing goes stale while it lasts, and a failure is not retried.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createAppRouter({
    queryClient,
    api,
    pageOrigin: request.origin,
    siteUrl: request.siteUrl,
    userAgent: request.userAgent,
    toasts: lazyToasts(never),
    authHandle: lazyAuth(() => Promise.resolve(signedOutAuth())),
    preview: lazyPreview(never),
    files: lazyFileTransfer(never),
  });
  const [path = '/', search = ''] = request.url.split(/\?(.*)/s);
  const matched = router.matchRoutes(path, Object.fromEntries(new URLSearchParams(search)));
  if (matched.some((match) => clientRendered.has(match.routeId))) return { kind: 'shell' };

  // Scroll restoration would write an inline script, which the Content-Security-Policy refuses.
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [request.url] }),
    scrollRestoration: false,
  });
  await router.load();
  const result = router._serverResult;
  if (!result) return { kind: 'shell' };
  // A CMS redirect or a page's first child: the server answers with the redirect itself.
  if (result.type === 'redirect')
    return {
      kind: 'redirect',
      location: result.redirect.headers.get('Location') ?? '/',
      status: result.redirect.status === 308 ? 308 : 307,
    };

  const html = renderToString(<AppTree queryClient={queryClient} router={router} />);
  const head = leadingHeadTags.exec(html)?.[0] ?? '';
  return {
    kind: 'page',
    head,
    body: html.slice(head.length),
    status: result.status === 500 ? failureStatus(result.matches) : result.status,
    data: { origin: request.origin, queries: dehydrate(queryClient) },
  };
}

/**
 * A route whose data the API refused (an unknown blog article: 404) shows the error page with that
 * answer's words, and the page answers with its status; anything else that failed is a 500.
 */
function failureStatus(matches: ReadonlyArray<{ status: string; error?: unknown }>): number {
  const error = matches.find((match) => match.status === 'error')?.error;
  return isApiFatalError(error) && error.status >= 400 && error.status < 500 ? error.status : 500;
}
