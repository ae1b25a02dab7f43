import type { QueryClient } from '@tanstack/react-query';
import type { ArrangementActorRef } from '#machines/arrangement/arrangement.machine.ts';
import type { RouterContext } from '#src/lib/router-context.ts';

/*
 * One arrangement actor per case and app, kept while the family moves between the arrangements
 * pages. The machine and its effects load through a dynamic import: route files' beforeLoad is in
 * the main bundle, and public pages must carry no portal code (tests/e2e/bundle-budget.spec.ts).
 */

const actors = new WeakMap<QueryClient, Map<number, Promise<ArrangementActorRef>>>();

export function openArrangement(context: RouterContext, caseId: number): Promise<ArrangementActorRef> {
  let byCase = actors.get(context.queryClient);
  if (!byCase) {
    byCase = new Map();
    actors.set(context.queryClient, byCase);
  }
  let actor = byCase.get(caseId);
  if (!actor) {
    actor = import('./arrangement-runtime.ts').then((runtime) =>
      runtime.startArrangement({ api: context.api, queryClient: context.queryClient }, caseId),
    );
    // A failed download is not remembered: the next visit tries again.
    actor.catch(() => byCase.delete(caseId));
    byCase.set(caseId, actor);
  }
  return actor;
}
