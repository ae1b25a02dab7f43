import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router.tsx';

/**
 * The app's tree, the same for the server's render (entry-server.tsx) and the browser's (main.tsx):
 * React's `useId` numbers a component by where it sits, so a page the server rendered hydrates with
 * the same ids only if both trees have the same shape. The browser's `besides` (the toaster, the
 * hydration mark) is one slot; the server's is empty, in the same place.
 */
export function AppTree({
  queryClient,
  router,
  besides = null,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  besides?: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {besides}
    </QueryClientProvider>
  );
}
