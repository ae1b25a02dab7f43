import { createFileRoute } from '@tanstack/react-router';
import { CmsPage } from '#src/features/website/CmsPage.tsx';
import { loadCmsPage } from '#src/features/website/load-cms-page.ts';

/** Spec §2 catch-all: CMS pages looked up by the current path in the context's pages map. */
export const Route = createFileRoute('/$')({
  loaderDeps: ({ search }) => ({ preview: search.preview === true }),
  loader: ({ context, deps, location }) => loadCmsPage(context, location.pathname, deps.preview),
  component: function CmsPageRoute() {
    return <CmsPage path={Route.useLoaderData().path} />;
  },
});
