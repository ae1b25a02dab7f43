import { createFileRoute, notFound } from '@tanstack/react-router';
import { rowIdFromText } from '#contract/canonical-digits.ts';
import { obituaryQuery } from '#src/features/console-obituaries/obituary-calls.ts';
import { ObituaryPage } from '#src/features/console-obituaries/ObituaryPage.tsx';

/** /staff/obituaries/$id: the obituary editor (obituaries.write; publishing needs obituaries.publish). */
export const Route = createFileRoute('/staff/_console/obituaries/$id')({
  params: {
    parse: ({ id }) => {
      const obituaryId = rowIdFromText(id);
      if (obituaryId === undefined) throw notFound();
      return { id: obituaryId };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(obituaryQuery(context.api, context.auth, params.id)),
  component: function ObituaryRoute() {
    return <ObituaryPage auth={Route.useRouteContext().auth} id={Route.useParams().id} />;
  },
  // The console frame's error component says what went wrong (decision 0062): no boundary here.
  errorComponent: false,
});
