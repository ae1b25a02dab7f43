import type { UseNavigateResult } from '@tanstack/react-router';

/** A page of the site, shown in preview. */
export const previewHref = (path: string): string => `${path}?preview=true`;

/** The same page as visitors see it: the preview flag removed on purpose (links otherwise keep it). */
export const leavePreview = (navigate: UseNavigateResult<string>): Promise<void> =>
  navigate({ to: '.', search: (previous) => ({ ...previous, preview: undefined }) });
