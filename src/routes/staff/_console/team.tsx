import { createFileRoute } from '@tanstack/react-router';
import { teamQuery } from '#src/features/console-team/team-calls.ts';
import { TeamPage } from '#src/features/console-team/TeamPage.tsx';
import { pageSearch } from '#src/lib/page-search.ts';

/** /staff/team: the owner's team page (permission staff.manage, decision 0062; the layout's guard refuses the others). */
export const Route = createFileRoute('/staff/_console/team')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(teamQuery(context.api, context.auth, deps.page)),
  component: function TeamRoute() {
    const { auth, user } = Route.useRouteContext();
    const { page } = Route.useLoaderDeps();
    return <TeamPage auth={auth} selfId={user.id} page={page} />;
  },
  // The console frame's error component says what went wrong (decision 0062): no boundary here.
  errorComponent: false,
});
