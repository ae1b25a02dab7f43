import { useSyncExternalStore } from 'react';

// Whether the page is hydrated does not change once it is.
const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page (React's server
 * snapshot, so the HTML matches), true from the re-render right after; true at once for a page the
 * browser renders itself. The same pattern as useVisitorClock and usePageOrigin (decision 0091).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
