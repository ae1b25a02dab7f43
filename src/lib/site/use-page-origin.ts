import { useSyncExternalStore } from 'react';
import { useRouteContext } from '@tanstack/react-router';

// The address bar's origin does not change while the page is open.
const subscribe = () => () => {};

/**
 * The origin for the page's absolute links. The server writes them with the origin it saw (decision
 * 0091), and the browser hydrates with that same one (React's server snapshot, so no hydration
 * error), then re-renders once with its own: behind a proxy the two may differ (http and https).
 */
export function usePageOrigin(): string {
  const pageOrigin = useRouteContext({ from: '__root__', select: (context) => context.pageOrigin });
  return useSyncExternalStore(
    subscribe,
    () => globalThis.location.origin,
    () => pageOrigin,
  );
}
