import { queryOptions } from '@tanstack/react-query';
import { myCases } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/**
 * The signed-in person's own cases (decision 0105), "My cases" on the console's home. Its key is under
 * the cases' (`['staff', 'cases']`), so choosing a case's director reads it again.
 */
export const myCasesQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: ['staff', 'cases', 'mine'],
    queryFn: ({ signal }) => watchSession(auth, api.get('/api/staff/my-cases', { schema: myCases, signal })),
    // The home's loader reads it before the page shows (issue 43): fresh for the moment the page mounts,
    // so it is not read twice; any later visit to the home reads it again.
    staleTime: 5_000,
  });
