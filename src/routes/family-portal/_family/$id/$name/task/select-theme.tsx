import { createFileRoute } from '@tanstack/react-router';
import { familyCaseQuery } from '#src/lib/queries/family-cases.ts';
import { familyPhotosQuery, memorialThemeQuery, stockThemesQuery } from '#src/lib/queries/family-media.ts';
import { SelectThemePage } from '#src/features/family-media/SelectThemePage.tsx';

/** /family-portal/{id}/{name}/task/select-theme: the memorial theme (spec §2). */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/select-theme')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(stockThemesQuery(context.api)),
      context.queryClient.ensureQueryData(memorialThemeQuery(context.api, params.id)),
      context.queryClient.ensureQueryData(familyPhotosQuery(context.api, params.id)),
      context.queryClient.ensureQueryData(familyCaseQuery(context.api, params.id)),
    ]),
  component: function SelectThemeRoute() {
    const [, , , found] = Route.useLoaderData();
    return <SelectThemePage caseId={Route.useParams().id} decedentName={found.decedentName} />;
  },
});
