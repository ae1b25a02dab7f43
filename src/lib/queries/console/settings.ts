import { queryOptions } from '@tanstack/react-query';
import { companySettings } from '#contract/company-settings.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The company's settings as the Settings screen reads them (decision 0089), watched for the session. */

export const settingsKey = ['staff', 'company', 'settings'] as const;

/** The settings' calls: read here, saved (with the locations under it) by the Settings screen's writes. */
export const settingsPath = '/api/staff/company/settings';

export const settingsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => watchSession(auth, api.get(settingsPath, { schema: companySettings, signal })),
  });
