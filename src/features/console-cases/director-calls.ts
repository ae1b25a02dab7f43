import { caseDirectorView, type CaseDirectorView } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { outcomeOf, type Outcome } from './case-calls.ts';

/*
 * A case's funeral director in the console (decision 0105): the choice (who may direct one is
 * lib/queries/console/directors.ts). A change of director reads the lists, the case and "My cases"
 * again: all are under the cases' query key.
 */

/** Makes the account the case's director, or clears it (null). */
export const chooseDirector = (
  api: ApiClient,
  auth: AuthActorRef,
  caseId: number,
  userId: number | null,
): Promise<Outcome<CaseDirectorView>> =>
  outcomeOf(auth, api.put(`/api/staff/cases/${caseId}/director`, { body: { userId }, schema: caseDirectorView }));
