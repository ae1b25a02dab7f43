import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { publicConfig } from '#src/lib/config.ts';
import { lazyToasts } from '#src/lib/toasts/lazy-toasts.ts';
import { ToasterSlot } from '#src/lib/toasts/ToasterSlot.tsx';
import { createAppRouter } from './router.tsx';

/** The composition root: the one place that creates long-lived objects and real effects. */
installValidationMessages();

const api = createApiClient({
  baseUrl: publicConfig.apiBaseUrl,
  getHost: () => window.location.host,
  getToken: () => null,
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

const toasts = lazyToasts(() => import('#src/lib/toasts/toasts-runtime.tsx').then((module) => module.startToasts()));

const router = createAppRouter({ queryClient, api, toasts });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterSlot toasts={toasts} />
    </QueryClientProvider>
  </StrictMode>,
);
