import { createFileRoute } from '@tanstack/react-router';
import { paymentSetupQuery } from '#src/lib/queries/site/payment-setup.ts';
import { caseStatementQuery } from '#src/lib/queries/family/cases.ts';
import { PaymentPage } from '#src/features/family-case/PaymentPage.tsx';

/** /family-portal/{id}/{name}/statement/payment: pay all or part of the balance by card. */
export const Route = createFileRoute('/family-portal/_family/$id/$name/statement/payment')({
  // The loader reads the API through the contract's schemas: it loads with the page, never in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(caseStatementQuery(context.api, params.id)),
      context.queryClient.ensureQueryData(paymentSetupQuery(context.api)),
    ]),
  component: function PaymentRoute() {
    return <PaymentPage caseId={Route.useParams().id} />;
  },
});
