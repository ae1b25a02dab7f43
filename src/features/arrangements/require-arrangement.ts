import { redirect } from '@tanstack/react-router';
import type { ArrangementActorRef } from '#machines/arrangement/arrangement.machine.ts';

/** Spec §2: entering an arrangements page without a loaded arrangement goes to the arrangements root. */
export function requireArrangement(actor: ArrangementActorRef, params: { id: number; name: string }): void {
  if (actor.getSnapshot().context.arrangement === null) {
    throw redirect({ to: '/family-portal/$id/$name/arrangements', params, replace: true });
  }
}
