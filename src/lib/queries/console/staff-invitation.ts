import { queryOptions } from '@tanstack/react-query';
import { staffInvitationView, type StaffInvitationView } from '#contract/staff-team.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';

/* A staff invitation as its invitee sees it (decision 0062), and where its link's calls go. */

/** The invitation's calls: looked at here, accepted by the invitation page's write. */
export const staffInvitationPath = (token: string) => `/api/staff/invitation/${encodeURIComponent(token)}` as const;

/** Who is invited, or null when the invitation no longer works (unknown, used, expired). */
export const staffInvitationQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['staff', 'invitation', token],
    queryFn: async ({ signal }): Promise<StaffInvitationView | null> => {
      try {
        return await api.get(staffInvitationPath(token), { schema: staffInvitationView, signal });
      } catch (error) {
        if (isApiFatalError(error) && error.status === 404) return null;
        throw error;
      }
    },
    // The answer changes with use: asked again on every visit, not within one.
    staleTime: 10_000,
  });
