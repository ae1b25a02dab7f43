import type { ArrangementActorRef } from '#machines/arrangement/arrangement.machine.ts';

/** What every arrangements page gets from its route: the case's actor and the case's address. */
export interface ArrangementPageProps {
  actor: ArrangementActorRef;
  params: { id: number; name: string };
}
