import { useEffect } from 'react';

/**
 * Marks #root `data-hydrated` once React has committed the hydration of a server-rendered page
 * (decision 0091): an effect runs after the commit, where code after hydrateRoot() would run before
 * it. Browser tests wait for the mark before they interact (tests/e2e/fixtures.ts).
 */
export function HydratedMark({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.dataset.hydrated = '';
  }, [root]);
  return null;
}
