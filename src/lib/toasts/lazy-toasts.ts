import type { ToastsActorRef, ToastsEvent } from '#machines/toasts/toasts.machine.ts';

/** What the app holds of the toasts actor: enough to send it events before it has loaded. */
export interface ToastsHandle {
  send(event: ToastsEvent): void;
  /** Starts loading now (routes that may toast call it, so a toast never waits on a download). */
  preload(): Promise<void>;
  /** The loaded runtime, or undefined; with subscribe, what useSyncExternalStore needs. */
  current(): LoadedToasts | undefined;
  subscribe(listener: () => void): () => void;
}

export interface LoadedToasts {
  actor: ToastsActorRef;
  View: () => React.JSX.Element;
}

/**
 * The toast queue (xstate machine + sonner) is about 20 KB gzip that public pages rarely need,
 * and the public bundle budget is 120 KB: the actor is created on the first event or preload,
 * and events sent before then are delivered in order once it exists (docs/decisions/0005).
 */
export function lazyToasts(load: () => Promise<LoadedToasts>): ToastsHandle {
  let loaded: LoadedToasts | undefined;
  let loading: Promise<void> | undefined;
  const pending: ToastsEvent[] = [];
  const listeners = new Set<() => void>();

  const preload = () => {
    loading ??= load().then((runtime) => {
      loaded = runtime;
      for (const event of pending.splice(0)) runtime.actor.send(event);
      for (const listener of listeners) listener();
    });
    return loading;
  };

  return {
    send(unstamped) {
      // The machine has no clock: a toast's countdown starts when it is added, so the add says when.
      const event = unstamped.type === 'toast.add' ? { at: Date.now(), ...unstamped } : unstamped;
      if (loaded) {
        loaded.actor.send(event);
        return;
      }
      pending.push(event);
      void preload();
    },
    preload,
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
