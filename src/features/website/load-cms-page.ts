import { notFound, redirect } from '@tanstack/react-router';
import type { RouterContext } from '#src/lib/router-context.ts';
import { renderContextQuery } from '#src/lib/queries/website.ts';
import { lookupPage } from './pages.ts';

/** Shared by every route that shows a CMS page: finds it, follows "first child", or 404s. */
export async function loadCmsPage(context: RouterContext, pathname: string, preview: boolean) {
  const site = await context.queryClient.ensureQueryData(
    renderContextQuery(context.api, preview ? 'draft' : 'approved'),
  );
  const found = lookupPage(site.pages, pathname);
  if (found.kind === 'redirect') throw redirect({ href: found.to, replace: true });
  if (found.kind === 'missing') throw notFound();
  return { path: found.page.path };
}
