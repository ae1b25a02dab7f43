import { teamQuery } from '#src/lib/queries/console/team.ts';
import { TeamPage } from '#src/features/console-team/TeamPage.tsx';
import { pageSearch } from '#src/lib/page-search.ts';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/team: the owner's team page (permission staff.manage, decision 0062; the layout's guard refuses the others). */
export const page = consolePage(async ({ context, search }: ConsolePageInput) => {
  const props = { auth: context.auth, selfId: context.user.id, page: pageSearch(search).page ?? 1 };
  await context.queryClient.ensureQueryData(teamQuery(context.api, context.auth, props.page));
  return props;
}, TeamPage);
