import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';

/** Renders a kit component at `path` of a router of one catch-all route, so its links have addresses. */
export async function renderInRouter(content: () => ReactNode, path = '/list') {
  const root = createRootRoute({ component: Outlet });
  const any = createRoute({ getParentRoute: () => root, path: '$', component: () => content() });
  const router = createRouter({
    routeTree: root.addChildren([any]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return { ...render(<RouterProvider router={router as never} />), router };
}
