import { createFileRoute } from '@tanstack/react-router';
import { casePath } from '#src/lib/family/case-path.ts';
import { idAndNameParams, loadUnderCanonicalName } from '#src/lib/id-and-name-layout.ts';
import { familyCaseQuery } from '#src/lib/queries/family/cases.ts';
import { CaseLayout } from '#src/features/family-case/CaseLayout.tsx';

/**
 * /family-portal/{id}/{name} and every page under it: loads the case once; a non-numeric id, an
 * unknown case and a case the person is not a member of (the server answers 404 for both) are the
 * same 404, like an obituary's (spec §8); a wrong {name} goes to the canonical one, keeping the
 * sub-page and the query.
 */
export const Route = createFileRoute('/family-portal/_family/$id/$name')({
  // The loader reads the API through the contract's schemas: it loads with the page, never in the entry.
  codeSplitGroupings: [['loader', 'component']],
  params: idAndNameParams,
  loader: ({ context, params, location }) =>
    loadUnderCanonicalName(
      context.queryClient.ensureQueryData(familyCaseQuery(context.api, params.id)),
      { params, location },
      casePath,
    ),
  component: function CaseRoute() {
    return <CaseLayout caseId={Route.useParams().id} />;
  },
});
