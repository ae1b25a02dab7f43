import { queryOptions } from '@tanstack/react-query';
import { directorChoices } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { casesKey } from './cases.ts';

/*
 * Who may direct a case in the console (decision 0105). Under the cases' query key: a change of
 * director reads the lists, the case and "My cases" (my-cases.ts) again.
 */

export const directorsQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: [...casesKey, 'directors'],
    queryFn: ({ signal }) => watchSession(auth, api.get('/api/staff/directors', { schema: directorChoices, signal })),
  });
