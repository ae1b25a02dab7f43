import { queryOptions } from '@tanstack/react-query';
import type { InvitationView } from '#contract/family-invitations.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { responseSchemas } from './response-schemas.ts';

/* A family invitation as the login page shows it (decision 0045), and where its link's calls go. */

/** The invitation's calls: looked at here, accepted by the login page's writes. */
export const invitationPath = (token: string) => `/api/family/invitation/${encodeURIComponent(token)}` as const;

/** Who invited whom, or null when the invitation no longer works (unknown, used, expired). */
export const invitationQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['family', 'invitation', token],
    queryFn: async ({ signal }): Promise<InvitationView | null> => {
      try {
        return await api.get(invitationPath(token), { schema: responseSchemas?.invitationView, signal });
      } catch (error) {
        if (isApiFatalError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 10_000,
  });
