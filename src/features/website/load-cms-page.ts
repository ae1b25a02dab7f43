import { notFound, redirect } from '@tanstack/react-router';
import type { RouterContext } from '#src/lib/router-context.ts';
import { preloadModules } from '#src/lib/modules/renderers.ts';
import { renderContextQuery } from '#src/lib/queries/site/website.ts';
import { lookupPage } from './pages.ts';

/**
 * Shared by every route that shows a CMS page: finds it, follows "first child" (staying in preview
 * when previewing), or 404s; the renderers and data its modules need are loaded with it.
 */
export async function loadCmsPage(context: RouterContext, pathname: string, preview: boolean) {
  // The root shows the staff sign-in instead of this page; the draft is not asked for.
  if (preview && context.previewSignIn) return { path: pathname };
  const site = await context.queryClient.ensureQueryData(
    renderContextQuery(context.api, preview ? 'draft' : 'approved'),
  );
  const found = lookupPage(site.pages, pathname);
  if (found.kind === 'redirect')
    throw redirect({ href: preview ? `${found.to}?preview=true` : found.to, replace: true });
  if (found.kind === 'missing') throw notFound();
  await preloadModules(found.page.modules, context);
  return { path: found.page.path };
}
