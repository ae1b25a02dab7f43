import { createFileRoute } from '@tanstack/react-router';
import { CaseHome } from '#src/features/family-case/CaseHome.tsx';
import { caseTasksQuery } from '#src/lib/queries/family/tasks.ts';

/**
 * /family-portal/{id}/{name}: the case home (the layout above loaded the case). Its tasks are read afresh
 * on every arrival: other relatives change them.
 */
export const Route = createFileRoute('/family-portal/_family/$id/$name/')({
  // The loader reads the API through the contract's schemas: it loads with the page, never in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.fetchQuery(caseTasksQuery(context.api, params.id)),
  component: function CaseHomeRoute() {
    return <CaseHome caseId={Route.useParams().id} />;
  },
});
