import type { QueryClient } from '@tanstack/react-query';
import type { ToastsHandle } from './toasts/lazy-toasts.ts';
import type { ApiClient } from './api/client.ts';

/** What every route can reach: created once in main.tsx, the composition root. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  toasts: ToastsHandle;
}
