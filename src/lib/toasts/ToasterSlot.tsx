import { useSyncExternalStore } from 'react';
import type { ToastsHandle } from './lazy-toasts.ts';

/** Renders the notifications region once the toasts runtime has loaded; nothing before. */
export function ToasterSlot({ toasts }: { toasts: ToastsHandle }) {
  const runtime = useSyncExternalStore(toasts.subscribe, toasts.current, toasts.current);
  return runtime ? <runtime.View /> : null;
}
