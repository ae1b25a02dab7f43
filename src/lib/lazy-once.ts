/**
 * Code that loads on first need (the builder, the auth runtime): `load` starts it once and every
 * caller shares the promise; `current` is what has arrived. A failed download (offline, a new
 * deploy) is not remembered, so the next navigation tries again.
 */
export interface LazyOnce<T> {
  load(): Promise<T>;
  current(): T | undefined;
}

export function lazyOnce<T>(start: () => Promise<T>): LazyOnce<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= start().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}
