import { createFileRoute, redirect } from '@tanstack/react-router';
import { casePath } from '#src/lib/family/case-path.ts';
import { pageSearch } from '#src/lib/page-search.ts';
import { familyCasesQuery } from '#src/lib/queries/family/cases.ts';
import { CaseList } from '#src/features/family-case/CaseList.tsx';

/** /family-portal: the person's cases; with exactly one, it opens that case. */
export const Route = createFileRoute('/family-portal/_family/')({
  // The loader reads the API through the contract's schemas: it loads with the page, never in the entry.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    const cases = await context.queryClient.ensureQueryData(familyCasesQuery(context.api, deps.page));
    const only = cases.total === 1 ? cases.items[0] : undefined;
    if (only) throw redirect({ href: casePath(only), replace: true });
    // A page past the end (an old link, cases closed since): the first page.
    if (deps.page > 1 && cases.items.length === 0) throw redirect({ to: '/family-portal', replace: true });
  },
  component: function CaseListRoute() {
    return <CaseList page={Route.useSearch().page ?? 1} />;
  },
});
