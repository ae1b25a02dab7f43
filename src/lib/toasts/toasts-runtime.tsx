import { createActor } from 'xstate';
import { toast } from 'sonner';
import { toastsMachine, type ToastsActorRef } from '#machines/toasts/toasts.machine.ts';
import { bindToastsToSonner } from '#src/ui/toaster/bind-toasts-to-sonner.tsx';
import { Toaster } from '#src/ui/toaster/Toaster.tsx';

export interface ToastsRuntime {
  actor: ToastsActorRef;
  View: () => React.JSX.Element;
}

/** Loaded on first use (see lazy-toasts.ts): the toasts actor, bound to sonner, and its view. */
export function startToasts(): ToastsRuntime {
  const actor = createActor(toastsMachine).start();
  bindToastsToSonner(actor, toast);
  return { actor, View: () => <Toaster toasts={actor} /> };
}
