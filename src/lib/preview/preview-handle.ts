import type { ComponentType, ReactNode } from 'react';

/*
 * Preview mode (spec §2: the preview-mode query flag switches to draft content) is the website
 * builder's door. Its code (the builder, the auth machine, xstate, zod) loads only when a page is
 * opened with ?preview=true: the router context holds this small handle, and main.tsx (the
 * composition root) says where the runtime comes from. Visitors never download it (decision 0012).
 */

export interface PreviewRuntime {
  /** Resolves once the sign-in status is known: true when a staff member of this site is signed in. */
  ensureStaff(): Promise<boolean>;
  /** Wraps the site in preview: the preview bar, the builder, the editor panel. */
  Shell: ComponentType<{ children: ReactNode }>;
  /** Shown in place of the page when preview needs a staff sign-in. */
  SignIn: ComponentType;
}

export interface PreviewHandle {
  load(): Promise<PreviewRuntime>;
  /** The runtime once loaded (the root route has awaited `load` before rendering preview). */
  current(): PreviewRuntime | undefined;
}

export function lazyPreview(load: () => Promise<PreviewRuntime>): PreviewHandle {
  let runtime: PreviewRuntime | undefined;
  let loading: Promise<PreviewRuntime> | undefined;
  return {
    load() {
      loading ??= load().then(
        (loaded) => (runtime = loaded),
        (error: unknown) => {
          // A failed download (offline, a new deploy) may be retried by the next navigation.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => runtime,
  };
}
