import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { caseQuery } from '#src/lib/queries/console/cases.ts';
import { type Outcome } from './case-calls.ts';

/**
 * A change to the case went through (`done`), or either way (`settle`: the refusal's words in an
 * error toast): said in a toast, then the case page is read again.
 */
export function useCaseChange(auth: AuthActorRef, caseId: number) {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: caseQuery(api, auth, caseId).queryKey });
  return {
    api,
    done: async (title: string) => {
      toasts.send({ type: 'toast.add', color: 'success', title });
      await reread();
    },
    settle: async (outcome: Outcome<unknown>, title: string) => {
      const words = outcome.kind === 'done' ? title : outcome.issues.map((issue) => issue.message).join(' ');
      toasts.send({ type: 'toast.add', color: outcome.kind === 'done' ? 'success' : 'error', title: words });
      await reread();
    },
  };
}
