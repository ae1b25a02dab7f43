import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { rowIdFromText } from '#contract/canonical-digits.ts';
import { obituaryPath } from '#contract/obituary-path.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { canonicalHref } from '#src/lib/canonical-href.ts';
import { obituaryQuery } from '#src/lib/queries/obituaries.ts';
import { ObituaryLayout } from '#src/features/obituaries/ObituaryLayout.tsx';

/** Spec §2 and §8: a non-numeric obituary id is a 404 "Page Not Found"; so is one that does not exist. */
const obituaryNotFound = () => notFound({ data: { message: 'Page Not Found' } });

/**
 * /obituaries/{id}/{name} and every page under it: loads the obituary once, answers 404 for an id
 * that is not one, and sends a wrong {name} to the canonical one, keeping the sub-page and query.
 */
export const Route = createFileRoute('/obituaries/$id/$name')({
  params: {
    parse: ({ id, name }) => {
      // Not a number, or too large for its column: never an obituary, and no need to ask.
      const rowId = rowIdFromText(id);
      if (rowId === undefined) throw obituaryNotFound();
      return { id: rowId, name };
    },
    stringify: ({ id, name }) => ({ id: String(id), name }),
  },
  loader: async ({ context, params, location }) => {
    const found = await context.queryClient.ensureQueryData(obituaryQuery(context.api, params.id)).catch((error) => {
      throw isApiFatalError(error) && error.status === 404 ? obituaryNotFound() : error;
    });
    if (params.name !== found.nameSlug) {
      const given = `/obituaries/${params.id}/${encodeURIComponent(params.name)}`;
      throw redirect({ href: canonicalHref(location, given, obituaryPath(found)), replace: true });
    }
    return found;
  },
  component: function ObituaryRoute() {
    return <ObituaryLayout id={Route.useParams().id} />;
  },
});
