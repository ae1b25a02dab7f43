import type { QueryClient } from '@tanstack/react-query';
import type { PlanningEvent } from '#machines/planning/planning.machine.ts';
import type { RouterContext } from '#src/lib/router-context.ts';
import type { PlanningRuntime } from './planning-runtime.ts';

/**
 * What the /plan-now routes hold of the wizard before its code has arrived (decision 0031). The
 * plan-type screen paints from a small chunk; the machine, the schemas and the forms load while the
 * visitor reads it. A choice made meanwhile waits here and reaches the machine as soon as it exists,
 * which stays the one owner of where the visitor is (decisions 0011, 0017).
 */
export interface PlanningHandle {
  /** Starts loading the wizard (once); resolves when the session has its data and has started. */
  load(): Promise<PlanningRuntime>;
  /** The loaded wizard, or undefined; with subscribe, what useSyncExternalStore needs. */
  current(): PlanningRuntime | undefined;
  subscribe(listener: () => void): () => void;
  /** Sends to the machine now, or in order once it has loaded; rejects when the wizard cannot load. */
  send(event: PlanningEvent): Promise<void>;
  /** The layout hands in the router's navigation (null when it unmounts), loaded or not. */
  setNavigator(navigate: ((path: string) => void) | null): void;
}

export function lazyPlanning(start: () => Promise<PlanningRuntime>): PlanningHandle {
  let runtime: PlanningRuntime | undefined;
  let loading: Promise<PlanningRuntime> | undefined;
  let navigate: ((path: string) => void) | null = null;
  const listeners = new Set<() => void>();

  const load = () => {
    loading ??= start().then(
      (loaded) => {
        // The machine navigates as soon as a waiting choice reaches it: it needs the navigator first.
        loaded.session.setNavigator(navigate);
        runtime = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        // A failed load (offline, the server gone) is not remembered: the next ask tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    load,
    current: () => runtime,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Promise callbacks run in the order they were added: events arrive in the order they were sent.
    send: (event) => load().then(({ session }) => session.actor.send(event)),
    setNavigator(next) {
      navigate = next;
      runtime?.session.setNavigator(next);
    },
  };
}

const handles = new WeakMap<QueryClient, PlanningHandle>();

/** One wizard per app (per QueryClient): every /plan-now route shares the same handle and session. */
export function openPlanning(context: RouterContext): PlanningHandle {
  let handle = handles.get(context.queryClient);
  if (!handle) {
    handle = lazyPlanning(() => import('./planning-runtime.ts').then((module) => module.startPlanning(context)));
    handles.set(context.queryClient, handle);
  }
  return handle;
}
