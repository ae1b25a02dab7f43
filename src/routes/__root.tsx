import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import type { RouterContext } from '#src/lib/router-context.ts';
import { redirectsQuery, renderContextQuery } from '#src/lib/queries/website.ts';
import { findRedirect } from '#src/features/website/redirects.ts';
import { SiteLayout } from '#src/features/website/SiteLayout.tsx';
import { StandaloneErrorPage } from './-components/StandaloneErrorPage.tsx';

/** Spec §2: the preview-mode query flag (?preview=true) switches to draft content. */
const rootSearch = (search: Record<string, unknown>): { preview?: true } =>
  search.preview === true || search.preview === 'true' ? { preview: true } : {};

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearch,
  beforeLoad: async ({ context, location, search }) => {
    // Spec §2: redirects are loaded only when not previewing.
    if (search.preview) return;
    const redirects = await context.queryClient.ensureQueryData(redirectsQuery(context.api)).catch(() => []);
    const match = findRedirect(redirects, location.pathname);
    // An absolute href leaves the site with a full page load; a path navigates inside it.
    if (match) throw redirect({ href: match.to, replace: true });
  },
  loaderDeps: ({ search }) => ({ preview: search.preview === true }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(renderContextQuery(context.api, deps.preview ? 'draft' : 'approved')),
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
  errorComponent: StandaloneErrorPage,
});
