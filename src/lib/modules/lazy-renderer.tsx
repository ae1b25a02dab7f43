import { use, type ComponentType } from 'react';
import type { ModuleType } from '#contract/modules.ts';
import type { ModuleRenderProps } from './module-props.ts';

export interface LazyRenderer<T extends ModuleType> {
  (props: ModuleRenderProps<T>): React.JSX.Element;
  /** Starts (or joins) the download; resolves once the renderer can show without suspending. */
  preload(): Promise<void>;
}

/**
 * A renderer in its own chunk. Once preloaded it renders at once; otherwise it suspends until its
 * chunk arrives (the module list gives each module its own Suspense boundary).
 */
export function lazyRenderer<T extends ModuleType>(
  load: () => Promise<ComponentType<ModuleRenderProps<T>>>,
): LazyRenderer<T> {
  let Loaded: ComponentType<ModuleRenderProps<T>> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function LazyModule(props: ModuleRenderProps<T>) {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType<ModuleRenderProps<T>>;
    return <Component {...props} />;
  }
  return Object.assign(LazyModule, { preload });
}
