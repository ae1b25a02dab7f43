import { queryOptions } from '@tanstack/react-query';
import type { PasswordResetCheck } from '#contract/password-reset.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { responseSchemas } from './response-schemas.ts';

/* A mailed password reset link's state (decision 0040), for the family's and the staff's reset pages. */

/** The link's calls: checked here, used by the new password (lib/account/password-reset-calls.ts). */
export const passwordResetPath = (token: string) => `/api/auth/password-reset/${encodeURIComponent(token)}` as const;

/** The link's state: usable (the account and when it ends) or null (unknown, expired, used). */
export const passwordResetCheckQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['auth', 'password-reset', token],
    queryFn: async ({ signal }): Promise<PasswordResetCheck | null> => {
      try {
        return await api.get(passwordResetPath(token), { schema: responseSchemas?.passwordResetCheck, signal });
      } catch (error) {
        if (isApiFatalError(error) && error.status === 404) return null;
        throw error;
      }
    },
    // The answer changes with time and with use: asked again on every visit, not within one.
    staleTime: 10_000,
  });
