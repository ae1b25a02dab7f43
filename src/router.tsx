import { createRouter, notFound, type ErrorComponentProps, type NotFoundRouteProps } from '@tanstack/react-router';
import { ErrorPage } from '#src/features/errors/ErrorPage.tsx';
import type { RouterContext } from '#src/lib/router-context.ts';
import { routeTree } from './routeTree.gen.ts';

/** Errors inside the site keep its header and footer around the error page. */
const RouteError = ({ error }: ErrorComponentProps) => <ErrorPage error={error} />;
// A route's own not-found message (its `data`) reaches the page, e.g. spec §8's "Page Not Found".
const RouteNotFound = ({ data }: NotFoundRouteProps) => <ErrorPage error={notFound({ data })} />;

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Query owns freshness; the router asks it every time.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The route and its children draw their own page frame instead of the site's header and footer
     * (the staff console, decision 0062); the site's theme still applies.
     */
    ownFrame?: true;
  }
}
