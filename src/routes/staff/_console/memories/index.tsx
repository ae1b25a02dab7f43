import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '#src/lib/page-search.ts';
import { memoriesSearch } from '#src/features/console-memories/memories-search.ts';
import { memoriesQuery } from '#src/features/console-memories/memory-calls.ts';
import { MemoriesPage } from '#src/features/console-memories/MemoriesPage.tsx';

/** /staff/memories: moderation across the company (permission memories.moderate, decision 0066). */
export const Route = createFileRoute('/staff/_console/memories/')({
  validateSearch: (search: Record<string, unknown>) => ({ ...memoriesSearch(search), ...pageSearch(search) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(memoriesQuery(context.api, context.auth, deps)),
  component: function MemoriesRoute() {
    return <MemoriesPage auth={Route.useRouteContext().auth} search={Route.useLoaderDeps()} />;
  },
  // The console frame's error component says what went wrong (decision 0062): no boundary here.
  errorComponent: false,
});
