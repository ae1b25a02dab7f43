import { queryOptions } from '@tanstack/react-query';
import { teamPage } from '#contract/staff-team.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The team's staff accounts (decision 0062), watched for the session (lib/console/session-watch.ts). */

export const TEAM_PAGE_SIZE = 50;

export const teamKey = ['staff', 'team'] as const;

/** One page of the company's staff accounts, by name. */
export const teamQuery = (api: ApiClient, auth: AuthActorRef, page: number) =>
  queryOptions({
    queryKey: [...teamKey, page],
    queryFn: ({ signal }) =>
      watchSession(
        auth,
        api.get('/api/staff/team', { query: { page, pageSize: TEAM_PAGE_SIZE }, schema: teamPage, signal }),
      ),
  });
