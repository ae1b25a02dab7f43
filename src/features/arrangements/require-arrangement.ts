import { redirect } from '@tanstack/react-router';
import type { ArrangementActorRef, ArrangementSnapshot } from '#machines/arrangement/arrangement.machine.ts';
import { selectEntry, type ArrangementEntry } from '#machines/arrangement/arrangement.selectors.ts';

/** Resolves with the actor's entry verdict once it is no longer waiting for the first load. */
function settledEntry(actor: ArrangementActorRef): Promise<Exclude<ArrangementEntry, 'wait'>> {
  return new Promise((resolve) => {
    const decide = (snapshot: ArrangementSnapshot) => {
      const entry = selectEntry(snapshot);
      if (entry === 'wait') return false;
      resolve(entry);
      return true;
    };
    if (decide(actor.getSnapshot())) return;
    const subscription = actor.subscribe((snapshot) => {
      if (decide(snapshot)) subscription.unsubscribe();
    });
  });
}

/**
 * Spec §2: entering an arrangements page without a loaded arrangement goes to the arrangements root.
 * Run in the page's loader: a reload or a link straight to a page (the case home's "Complete your
 * selections") waits for the arrangement the layout started loading, and only a load that failed
 * sends the family to the root, where they can try again.
 */
export async function requireArrangement(
  actor: ArrangementActorRef,
  params: { id: number; name: string },
): Promise<void> {
  if ((await settledEntry(actor)) === 'to-root') {
    throw redirect({ to: '/family-portal/$id/$name/arrangements', params, replace: true });
  }
}
