import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createApiClient } from '#src/lib/api/client.ts';
import { lazyFileTransfer } from '#src/lib/uploads/lazy-file-transfer.ts';
import { lazyAuth } from '#src/lib/auth/auth-handle.ts';
import { DEVICE_TOKEN_KEY, SESSION_TOKEN_KEY, createTokenStore } from '#src/lib/auth/token-store.ts';
import { publicConfig } from '#src/lib/config.ts';
import { lazyPreview } from '#src/lib/preview/preview-handle.ts';
import { dropShellHead, seedFromShell, takeRenderedData } from '#src/lib/queries/shell-data.ts';
import { lazyToasts } from '#src/lib/toasts/lazy-toasts.ts';
import { ToasterSlot } from '#src/lib/toasts/ToasterSlot.tsx';
import { HydratedMark } from '#src/lib/hydration/HydratedMark.tsx';
import { AppTree } from './app-tree.tsx';
import { createAppRouter } from './router.tsx';

/** The composition root: the one place that creates long-lived objects and real effects. */
// zod configures itself where it loads (src/lib/zod-browser.ts): spec §5 words and no eval.

// Staff and family sign-ins keep their bearer token for the tab's lifetime (decision 0012); a family
// that asks keeps it on the device until its session ends, 30 days (decision 0073).
const storageOf = (name: 'sessionStorage' | 'localStorage'): Storage | null => {
  try {
    return window[name];
  } catch {
    // Reading the property itself throws where storage is blocked: the token then lives in memory.
    return null;
  }
};
const tokenStore = createTokenStore(storageOf('sessionStorage'), SESSION_TOKEN_KEY, {
  storage: storageOf('localStorage'),
  key: DEVICE_TOKEN_KEY,
});

const api = createApiClient({
  baseUrl: publicConfig.apiBaseUrl,
  getHost: () => window.location.host,
  getToken: () => tokenStore.get(),
});

// Uploads need XMLHttpRequest (fetch reports no upload progress): the media pages' queues use this.
const files = lazyFileTransfer(() =>
  import('#src/lib/uploads/file-transfer.ts').then((module) =>
    module.createFileTransfer({
      baseUrl: publicConfig.apiBaseUrl,
      getHost: () => window.location.host,
      getToken: () => tokenStore.get(),
    }),
  ),
);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
// A page the server rendered (decision 0091) came with every query it used; other pages with the
// render context and redirects (decision 0029): no API round trip before the first paint either way.
const rendered = takeRenderedData(document);
if (rendered) hydrate(queryClient, rendered.queries as DehydratedState);
else seedFromShell(queryClient, api, document);
dropShellHead(document);

const toasts = lazyToasts(() => import('#src/lib/toasts/toasts-runtime.tsx').then((module) => module.startToasts()));

// One auth actor per tab, for the builder and the family portal alike: the machine and xstate load on
// first need. It asks the server again when the window regains focus (spec §4), never on a timer.
const authHandle = lazyAuth(() =>
  import('#src/lib/auth/auth-runtime.ts').then((module) => module.startAuthRuntime({ api, tokenStore })),
);

// The website builder, xstate and zod load only for ?preview=true.
const preview = lazyPreview(() =>
  Promise.all([import('#src/features/builder/builder-preview.tsx'), authHandle.load()]).then(([module, session]) =>
    module.createPreviewRuntime({ api, queryClient, auth: session.actor }),
  ),
);

const router = createAppRouter({
  queryClient,
  api,
  toasts,
  authHandle,
  preview,
  files,
  pageOrigin: rendered?.origin ?? window.location.origin,
  userAgent: navigator.userAgent,
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppTree
      queryClient={queryClient}
      router={router}
      besides={
        <>
          <ToasterSlot toasts={toasts} />
          <HydratedMark root={root} />
        </>
      }
    />
  </StrictMode>
);

if (rendered) {
  // The server rendered without the router's Suspense around the matches: so does the browser. The
  // page's lazy route chunks load first, so the first render matches the server's HTML.
  router.ssr = { manifest: undefined };
  // The wizard's first step hydrates right after its first paint (decision 0097), so nothing here may
  // hold back the visitor's first tap: the route's chunks load and hydration starts in tasks of their
  // own, and hydration runs as a transition, in slices that leave the main thread free between them.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  // A page the browser sends elsewhere before it shows (the portal's sign-in, for a family signed in
  // on this device: the server cannot know) is rendered anew where it went, not hydrated.
  const renderedPath = window.location.pathname;
  void nextTask()
    .then(() => router.load())
    .then(nextTask)
    .then(() =>
      router.state.location.pathname === renderedPath
        ? startTransition(() => void hydrateRoot(root, app))
        : createRoot(root).render(app),
    );
} else createRoot(root).render(app);
