import { queryOptions } from '@tanstack/react-query';
import {
  companySettings,
  settingsLocation,
  type CompanySettingsBody,
  type LocationBody,
} from '#contract/company-settings.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The Settings screen's calls (decision 0089), each watched for the session. A refusal with words (a
 * host another funeral home has, the host in use, the last location in service) comes back as an
 * outcome the page shows beside its field.
 */

export const settingsKey = ['staff', 'company', 'settings'] as const;
const path = '/api/staff/company/settings';

export const settingsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => watchSession(auth, api.get(path, { schema: companySettings, signal })),
  });

export type SaveOutcome = { kind: 'done' } | Refusal;

async function outcomeOf(call: Promise<unknown>): Promise<SaveOutcome> {
  try {
    await call;
    return { kind: 'done' };
  } catch (error) {
    return refusalOf(error);
  }
}

export const saveSettings = (api: ApiClient, auth: AuthActorRef, body: CompanySettingsBody) =>
  outcomeOf(watchSession(auth, api.put(path, { body, schema: companySettings })));

/** Adds a location (no `id`) or changes one: its details, or retiring it and bringing it back. */
export const saveLocation = (api: ApiClient, auth: AuthActorRef, id: number | null, body: LocationBody) =>
  outcomeOf(
    watchSession(
      auth,
      id === null
        ? api.post(`${path}/locations`, { body, schema: settingsLocation })
        : api.put(`${path}/locations/${id}`, { body, schema: settingsLocation }),
    ),
  );
