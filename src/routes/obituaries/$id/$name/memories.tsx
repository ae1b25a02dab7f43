import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '#src/lib/page-search.ts';
import { obituaryMemoriesQuery } from '#src/lib/queries/site/memorial.ts';
import { MemoriesPage } from '#src/features/memorial/MemoriesPage.tsx';

/** /obituaries/{id}/{name}/memories: the memorial wall and its form (TanStack Form loads only here). */
export const Route = createFileRoute('/obituaries/$id/$name/memories')({
  // ?page=2 is the second page of memories; anything else is the first.
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(obituaryMemoriesQuery(context.api, params.id, deps.page)),
  component: function MemoriesRoute() {
    return <MemoriesPage id={Route.useParams().id} page={Route.useSearch().page ?? 1} />;
  },
});
