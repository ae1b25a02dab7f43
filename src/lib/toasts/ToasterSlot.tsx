import { useSyncExternalStore } from 'react';
import type { ToastsHandle } from './lazy-toasts.ts';

// The server renders no toasts (decision 0091): a page hydrates without them, even when a route's
// loading brought the runtime in first (a saved plan's wizard), and they appear the moment after.
const noToasts = () => undefined;

/** Renders the notifications region once the toasts runtime has loaded; nothing before. */
export function ToasterSlot({ toasts }: { toasts: ToastsHandle }) {
  const runtime = useSyncExternalStore(toasts.subscribe, toasts.current, noToasts);
  return runtime ? <runtime.View /> : null;
}
