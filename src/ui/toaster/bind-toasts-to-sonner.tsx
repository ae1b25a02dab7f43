import type { ExternalToast } from 'sonner';
import type { Toast, ToastsActorRef } from '#machines/toasts/toasts.machine.ts';
import { selectToasts, toastIcon } from '#machines/toasts/toasts.selectors.ts';
import { ToastIcon } from './ToastIcon.tsx';

/** The part of sonner's `toast` the binding calls; sonner's own `toast` fits, a test may pass a fake. */
export interface SonnerApi {
  success(title: string, data: ExternalToast): string | number;
  error(title: string, data: ExternalToast): string | number;
  dismiss(id: string): string | number;
}

/**
 * Mirrors the toasts machine into sonner, once, at the composition root (outside React, so no
 * effect re-subscribes on render). The machine owns timing; sonner only draws, animates and reports
 * a dismissal (close button, swipe, Escape) back as `toast.close`. Returns the unsubscribe.
 */
export function bindToastsToSonner(toasts: ToastsActorRef, sonner: SonnerApi): () => void {
  // What sonner was last given, by id. Context toasts are immutable: an unchanged toast is the same object.
  const shown = new Map<string, Toast>();

  const show = (toast: Toast) =>
    sonner[toast.color](toast.title, {
      id: toast.id,
      duration: Infinity,
      icon: <ToastIcon icon={toastIcon(toast.color)} />,
      onDismiss: () => toasts.send({ type: 'toast.close', id: toast.id }),
    });

  const sync = (queue: readonly Toast[]) => {
    const open = new Map(queue.filter((toast) => toast.open).map((toast) => [toast.id, toast]));
    // Dismissed as soon as it closes: sonner's exit animation then runs during the machine's removal delay.
    for (const id of shown.keys()) {
      if (!open.has(id)) {
        shown.delete(id);
        sonner.dismiss(id);
      }
    }
    for (const toast of open.values()) {
      if (shown.get(toast.id) !== toast) {
        shown.set(toast.id, toast);
        show(toast);
      }
    }
  };

  sync(selectToasts(toasts.getSnapshot()));
  const subscription = toasts.subscribe((snapshot) => sync(selectToasts(snapshot)));
  return () => subscription.unsubscribe();
}
