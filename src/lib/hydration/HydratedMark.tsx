import { useEffect } from 'react';

/**
 * Marks #root `data-hydrated` once React has committed the app's first render: the hydration of a
 * server-rendered page (decision 0092; an effect runs after the commit, where code after hydrateRoot()
 * would run before it), or a page the browser rendered itself. Browser tests wait for the mark on a
 * server-rendered page before they interact (tests/e2e/fixtures.ts).
 */
export function HydratedMark({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.dataset.hydrated = '';
  }, [root]);
  return null;
}
