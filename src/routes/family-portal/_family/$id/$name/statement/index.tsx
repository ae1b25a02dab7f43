import { createFileRoute } from '@tanstack/react-router';
import { casePaymentsQuery, caseStatementQuery, statementHistoryQuery } from '#src/lib/queries/family/cases.ts';
import { StatementPage } from '#src/features/family-case/StatementPage.tsx';

/** /family-portal/{id}/{name}/statement: the statement, its payments and the balance. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/statement/')({
  // The loader reads the API through the contract's schemas: it loads with the page, never in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(caseStatementQuery(context.api, params.id)),
      context.queryClient.ensureQueryData(casePaymentsQuery(context.api, params.id)),
      context.queryClient.ensureQueryData(statementHistoryQuery(context.api, params.id)),
    ]),
  component: function StatementRoute() {
    return <StatementPage caseId={Route.useParams().id} />;
  },
});
