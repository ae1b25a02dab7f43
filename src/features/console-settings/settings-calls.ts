import {
  companySettings,
  settingsLocation,
  type CompanySettingsBody,
  type LocationBody,
} from '#contract/company-settings.ts';
import { serviceResource, type ServiceResourceBody } from '#contract/staff-calendar.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { settingsPath } from '#src/lib/queries/console/settings.ts';

/*
 * The Settings screen's writes (decision 0089), each watched for the session. A refusal with words (a
 * host another funeral home has, the host in use, the last location in service, a chapel without its
 * location) comes back as an outcome the page shows beside its field.
 */

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
  outcomeOf(watchSession(auth, api.put(settingsPath, { body, schema: companySettings })));

/** Adds a location (no `id`) or changes one: its details, or retiring it and bringing it back. */
export const saveLocation = (api: ApiClient, auth: AuthActorRef, id: number | null, body: LocationBody) =>
  outcomeOf(
    watchSession(
      auth,
      id === null
        ? api.post(`${settingsPath}/locations`, { body, schema: settingsLocation })
        : api.put(`${settingsPath}/locations/${id}`, { body, schema: settingsLocation }),
    ),
  );

/** The chapels and hearses' path (decision 0125): kept in Settings, read by the calendar and the editor. */
const chapelsAndHearsesPath = '/api/staff/chapels-and-hearses';

/** Adds a chapel or a hearse (no `id`) or changes one, whole: renamed, moved, retired or back in service. */
export const saveChapelOrHearse = (api: ApiClient, auth: AuthActorRef, id: number | null, body: ServiceResourceBody) =>
  outcomeOf(
    watchSession(
      auth,
      id === null
        ? api.post(chapelsAndHearsesPath, { body, schema: serviceResource })
        : api.put(`${chapelsAndHearsesPath}/${id}`, { body, schema: serviceResource }),
    ),
  );
