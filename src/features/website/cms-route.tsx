import type { RouterContext } from '#src/lib/router-context.ts';
import { CmsPage } from './CmsPage.tsx';
import { loadCmsPage } from './load-cms-page.ts';

/** Route options for a route that shows the CMS page at one fixed path (home, static pages). */
export const fixedCmsPageRoute = (path: string) => ({
  loaderDeps: ({ search }: { search: { preview?: boolean | undefined } }) => ({ preview: search.preview === true }),
  loader: ({ context, deps }: { context: RouterContext; deps: { preview: boolean } }) =>
    loadCmsPage(context, path, deps.preview),
  component: () => <CmsPage path={path} />,
});
