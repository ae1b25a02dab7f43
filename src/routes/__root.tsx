import {
  Outlet,
  createRootRouteWithContext,
  redirect,
  useMatches,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import type { RouterContext } from '#src/lib/router-context.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { redirectsQuery, renderContextQuery } from '#src/lib/queries/site/website.ts';
import { usePreview } from '#src/lib/site/use-site.ts';
import { findRedirect } from '#src/features/website/redirects.ts';
import { SiteLayout, SiteTheme } from '#src/features/website/SiteLayout.tsx';
import { StandaloneErrorPage } from './-components/StandaloneErrorPage.tsx';

/** Spec §2: the preview-mode query flag (?preview=true) switches to draft content. */
const rootSearch = (search: Record<string, unknown>): { preview?: true } =>
  search.preview === true || search.preview === 'true' ? { preview: true } : {};

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearch,
  beforeLoad: async ({ context, location, search }): Promise<{ previewSignIn?: boolean }> => {
    if (search.preview) {
      // The draft is never public: without a staff session nothing loads it, and the staff sign-in
      // shows in place of the page. Spec §2: redirects are loaded only when not previewing.
      const preview = await context.preview.load();
      return { previewSignIn: !(await preview.ensureStaff()) };
    }
    // Both usually came with the page (decision 0029) and nothing is asked. Without them, the loader
    // will need the render context: ask for it now, alongside the redirects (one round trip, not two).
    void context.queryClient.prefetchQuery(renderContextQuery(context.api, 'approved'));
    const redirects = await context.queryClient.ensureQueryData(redirectsQuery(context.api)).catch(() => []);
    const match = findRedirect(redirects, location.pathname);
    // An absolute href leaves the site with a full page load; a path navigates inside it.
    // The status is what the server answers with when it renders the page (decision 0091).
    if (match) throw redirect({ href: match.to, replace: true, statusCode: match.permanent ? 308 : 307 });
    return {};
  },
  loaderDeps: ({ search }) => ({ preview: search.preview === true }),
  loader: ({ context, deps }) =>
    context.previewSignIn
      ? null
      : context.queryClient.ensureQueryData(renderContextQuery(context.api, deps.preview ? 'draft' : 'approved')),
  component: RootLayout,
  errorComponent: RootError,
});

function RootLayout() {
  const previewing = usePreview();
  const Shell = Route.useRouteContext({ select: (context) => context.preview.current()?.Shell });
  const SignIn = Route.useRouteContext({
    select: (context) => (context.previewSignIn ? context.preview.current()?.SignIn : undefined),
  });
  // The staff console draws its own frame on the site's theme (decision 0062).
  const ownFrame = useMatches({ select: (matches) => matches.some((match) => match.staticData.ownFrame) });
  if (ownFrame)
    return (
      <SiteTheme>
        <Outlet />
      </SiteTheme>
    );
  if (previewing && SignIn) return <SignIn />;
  const site = (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
  return previewing && Shell ? <Shell>{site}</Shell> : site;
}

/** A preview whose staff session just ended (a 401 on the draft) asks for a sign-in; anything else is an error. */
function RootError(props: ErrorComponentProps) {
  const previewing = usePreview();
  const SignIn = Route.useRouteContext({ select: (context) => context.preview.current()?.SignIn });
  const needsSignIn = previewing && isApiFatalError(props.error) && props.error.status === 401;
  if (needsSignIn && SignIn) return <SignIn />;
  return <StandaloneErrorPage {...props} />;
}
