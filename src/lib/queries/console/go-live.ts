import { queryOptions } from '@tanstack/react-query';
import { goLiveChecklist } from '#contract/go-live.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The owner's going-live checklist (decision 0106), read again each time the home shows. */

export const goLiveKey = ['staff', 'company', 'go-live'] as const;

export const goLiveQuery = (api: ApiClient, auth: AuthActorRef) =>
  queryOptions({
    queryKey: goLiveKey,
    queryFn: ({ signal }) =>
      watchSession(auth, api.get('/api/staff/company/go-live', { schema: goLiveChecklist, signal })),
    // Done elsewhere (Settings, the price list, the builder, the products): asked again on every visit.
    staleTime: 0,
  });
