import type { ComponentType, ReactNode } from 'react';
import { lazyOnce, type LazyOnce } from '#src/lib/lazy-once.ts';

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

/** The builder's runtime, loaded once on the first ?preview=true (see lazy-once.ts). */
export type PreviewHandle = LazyOnce<PreviewRuntime>;

export const lazyPreview = (load: () => Promise<PreviewRuntime>): PreviewHandle => lazyOnce(load);
