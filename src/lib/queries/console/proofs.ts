import { queryOptions } from '@tanstack/react-query';
import { staffProofs } from '#contract/staff-proofs.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { casesKey } from './cases.ts';

/*
 * A case's proofs with every version (decision 0078), under the case's key. Each write of the case
 * page answers the proofs as they are now, which replace the cached ones.
 */

export const proofsQuery = (api: ApiClient, auth: AuthActorRef, caseId: number) =>
  queryOptions({
    queryKey: [...casesKey, 'one', caseId, 'proofs'],
    queryFn: ({ signal }) =>
      watchSession(auth, api.get(`/api/staff/cases/${caseId}/proofs`, { schema: staffProofs, signal })),
  });
