import { createFileRoute } from '@tanstack/react-router';
import { obituarySearchQuery } from '#src/lib/queries/site/obituaries.ts';
import { ObituarySearchPage } from '#src/features/obituaries/ObituarySearchPage.tsx';
import {
  OBITUARY_SEARCH_PAGE_SIZE,
  parseObituarySearch,
  searchOnly,
} from '#src/features/obituaries/obituary-search.ts';

/** /obituaries (spec §2): the search lives in the address, so it can be shared and back works. */
export const Route = createFileRoute('/obituaries/')({
  validateSearch: parseObituarySearch,
  // The root's ?preview is in the search too; the results depend on the search's own keys only.
  loaderDeps: ({ search }) => searchOnly(search),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      obituarySearchQuery(context.api, { ...deps, pageSize: OBITUARY_SEARCH_PAGE_SIZE }),
    ),
  component: function ObituarySearchRoute() {
    return <ObituarySearchPage search={Route.useLoaderDeps()} />;
  },
});
