import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createApiClient } from '#src/lib/api/client.ts';
import { lazyFileTransfer } from '#src/lib/uploads/lazy-file-transfer.ts';
import { lazyAuth } from '#src/lib/auth/auth-handle.ts';
import { lazyPreview } from '#src/lib/preview/preview-handle.ts';
import { lazyToasts } from '#src/lib/toasts/lazy-toasts.ts';
import { createAppRouter } from './router.tsx';

export interface RenderInput {
  url: string;
  host: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

const never = () => new Promise<never>(() => {});

export async function render(input: RenderInput) {
  const api = createApiClient({ baseUrl: '', getHost: () => input.host, getTimeZone: () => 'UTC', fetch: input.fetch, validateResponses: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createAppRouter({
    queryClient,
    api,
    toasts: lazyToasts(never),
    authHandle: lazyAuth(never),
    preview: lazyPreview(never),
    files: lazyFileTransfer(never),
  });
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [input.url] }), scrollRestoration: false });
  await router.load();
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { html, status: router.state.statusCode, data: JSON.stringify(dehydrate(queryClient)) };
}
