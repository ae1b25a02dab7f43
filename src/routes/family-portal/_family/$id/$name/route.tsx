import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { rowIdFromText } from '#contract/canonical-digits.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { canonicalHref } from '#src/lib/canonical-href.ts';
import { casePath } from '#src/lib/family/case-path.ts';
import { familyCaseQuery } from '#src/lib/queries/family-cases.ts';
import { CaseLayout } from '#src/features/family-case/CaseLayout.tsx';

/** Like an obituary's (spec §8): a case id that is not one, or not this family's, is "Page Not Found". */
const caseNotFound = () => notFound({ data: { message: 'Page Not Found' } });

/**
 * /family-portal/{id}/{name} and every page under it: loads the case once; a non-numeric id, an
 * unknown case and a case the person is not a member of (the server answers 404 for both) are the
 * same 404; a wrong {name} goes to the canonical one, keeping the sub-page and the query.
 */
export const Route = createFileRoute('/family-portal/_family/$id/$name')({
  // The loader reads the API through the contract's schemas: it loads with the page, never in the entry.
  codeSplitGroupings: [['loader', 'component']],
  params: {
    parse: ({ id, name }) => {
      const caseId = rowIdFromText(id);
      if (caseId === undefined) throw caseNotFound();
      return { id: caseId, name };
    },
    stringify: ({ id, name }) => ({ id: String(id), name }),
  },
  loader: async ({ context, params, location }) => {
    const found = await context.queryClient.ensureQueryData(familyCaseQuery(context.api, params.id)).catch((error) => {
      throw isApiFatalError(error) && error.status === 404 ? caseNotFound() : error;
    });
    if (params.name !== found.nameSlug) {
      const given = `/family-portal/${params.id}/${encodeURIComponent(params.name)}`;
      throw redirect({ href: canonicalHref(location, given, casePath(found)), replace: true });
    }
    return found;
  },
  component: function CaseRoute() {
    return <CaseLayout caseId={Route.useParams().id} />;
  },
});
