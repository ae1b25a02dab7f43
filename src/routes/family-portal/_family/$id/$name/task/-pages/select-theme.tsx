import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { familyCaseQuery } from '#src/lib/queries/family/cases.ts';
import { familyPhotosQuery, memorialThemeQuery, stockThemesQuery } from '#src/lib/queries/family/media.ts';
import { SelectThemePage } from '#src/features/family-media/SelectThemePage.tsx';
import type { TaskPage, TaskPageProps } from './task-page.ts';

function SelectTheme({ caseId }: TaskPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: found } = useSuspenseQuery(familyCaseQuery(api, caseId));
  return <SelectThemePage caseId={caseId} decedentName={found.decedentName} />;
}

/** task/select-theme: the memorial theme (stock themes, the family's photos for a custom background). */
export const taskPage: TaskPage = {
  load: ({ queryClient, api, caseId }) =>
    Promise.all([
      queryClient.ensureQueryData(stockThemesQuery(api)),
      queryClient.ensureQueryData(memorialThemeQuery(api, caseId)),
      queryClient.ensureQueryData(familyPhotosQuery(api, caseId)),
      queryClient.ensureQueryData(familyCaseQuery(api, caseId)),
    ]),
  Page: SelectTheme,
};
