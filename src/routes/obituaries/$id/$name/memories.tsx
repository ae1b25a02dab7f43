import { createFileRoute } from '@tanstack/react-router';
import { obituaryMemoriesQuery } from '#src/lib/queries/memorial.ts';
import { MemoriesPage } from '#src/features/memorial/MemoriesPage.tsx';

/** ?page=2 is the second page of memories; anything else is the first. */
const pageOf = (value: unknown): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** /obituaries/{id}/{name}/memories: the memorial wall and its form (TanStack Form loads only here). */
export const Route = createFileRoute('/obituaries/$id/$name/memories')({
  validateSearch: (search: Record<string, unknown>): { page?: number } =>
    pageOf(search.page) > 1 ? { page: pageOf(search.page) } : {},
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(obituaryMemoriesQuery(context.api, params.id, deps.page)),
  component: function MemoriesRoute() {
    return <MemoriesPage id={Route.useParams().id} page={Route.useSearch().page ?? 1} />;
  },
});
