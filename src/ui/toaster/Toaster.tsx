import { useRef, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_LIMIT, type ToastsActorRef } from '#machines/toasts/toasts.machine.ts';
import { selectNewestOpenToastId } from '#machines/toasts/toasts.selectors.ts';
import * as styles from './Toaster.css.ts';

export interface ToasterProps {
  /** The app's one toasts actor; its toasts reach sonner through `bindToastsToSonner`. */
  toasts: ToastsActorRef;
}

/**
 * The notifications region (spec §9): bottom-right, 16 px apart, F8 to focus, Escape to dismiss, and
 * auto-dismissal paused while the pointer is over it or focus is inside it.
 * Swipe (right) dismisses through sonner, whose threshold is a constant in 2.0.8 (45 px, or a flick
 * faster than 0.11 px/ms), not a prop: 5 px short of the spec's 50, kept rather than re-implementing
 * the gesture (decision 0021). Sonner's own timers are off (duration Infinity, see
 * bindToastsToSonner).
 */
export function Toaster({ toasts }: ToasterProps) {
  // Refs, not state: where the pointer and focus are changes what the machine does, never what renders.
  const inside = useRef({ pointer: false, focus: false });
  const track = (change: Partial<typeof inside.current>) => {
    inside.current = { ...inside.current, ...change };
    // Sent every time, not only on change: the machine ignores a repeat, and forgets a pause when it empties.
    // Stamped with the time, so a resume gives each toast what it had left (the machine has no clock).
    toasts.send({
      type: inside.current.pointer || inside.current.focus ? 'toast.pause' : 'toast.resume',
      at: Date.now(),
    });
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) track({ focus: false });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    const target = event.target as HTMLElement;
    // A focused toast leaves through its own close button, the same way as a click: sonner animates it
    // and reports the dismissal. With focus on the list itself (after F8), the newest open toast goes.
    const closeButton = target.closest('[data-sonner-toast]')?.querySelector<HTMLButtonElement>('[data-close-button]');
    if (closeButton) {
      closeButton.click();
    } else {
      const id = selectNewestOpenToastId(toasts.getSnapshot());
      if (id) toasts.send({ type: 'toast.close', id });
    }
    // Keep focus in the region, so Escape again closes the next one.
    target.closest<HTMLElement>('[data-sonner-toaster]')?.focus();
  };

  return (
    <div
      className={styles.region}
      onPointerEnter={() => track({ pointer: true })}
      onPointerLeave={() => track({ pointer: false })}
      onFocus={() => track({ focus: true })}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Sonner
        position="bottom-right"
        gap={16}
        visibleToasts={TOAST_LIMIT}
        hotkey={['F8']}
        containerAriaLabel="Notifications"
        closeButton
        swipeDirections={['right']}
        toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
        style={{ '--width': styles.toastWidth } as CSSProperties}
      />
    </div>
  );
}
