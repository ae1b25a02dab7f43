import { queryOptions } from '@tanstack/react-query';
import { caseDirectorView, directorChoices, type CaseDirectorView } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { casesKey, outcomeOf, type Outcome } from './case-calls.ts';

/*
 * A case's funeral director in the console (decision 0105): who may direct one, and the choice. Under
 * the cases' query key; a change of director reads the lists, the case and "My cases"
 * (lib/console/my-cases-query.ts) again.
 */

export const directorsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: [...casesKey, 'directors'],
    queryFn: ({ signal }) => watchSession(auth, api.get('/api/staff/directors', { schema: directorChoices, signal })),
  });

/** Makes the account the case's director, or clears it (null). */
export const chooseDirector = (
  api: ApiClient,
  auth: AuthActorRef,
  caseId: number,
  userId: number | null,
): Promise<Outcome<CaseDirectorView>> =>
  outcomeOf(auth, api.put(`/api/staff/cases/${caseId}/director`, { body: { userId }, schema: caseDirectorView }));
