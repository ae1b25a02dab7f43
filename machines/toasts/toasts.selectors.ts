import type { Toast, ToastColor, ToastsSnapshot } from './toasts.machine.ts';

/** Spec §8: success shows a check, error an exclamation. */
export type ToastIcon = 'check' | 'exclamation';

const icons: Readonly<Record<ToastColor, ToastIcon>> = { success: 'check', error: 'exclamation' };

/** Derived, never stored: a toast cannot have a colour and an icon that disagree. */
export const toastIcon = (color: ToastColor): ToastIcon => icons[color];

/** Spec §3 shape of a toast (id, open, title, icon, color). */
export interface ToastView {
  id: string;
  open: boolean;
  title: string;
  icon: ToastIcon;
  color: ToastColor;
}

export const toToastView = ({ id, open, title, color }: Toast): ToastView => ({
  id,
  open,
  title,
  icon: toastIcon(color),
  color,
});

/** The queue itself, oldest first; the same array until the queue changes, so safe for `useSelector`. */
export const selectToasts = (snapshot: ToastsSnapshot): readonly Toast[] => snapshot.context.toasts;

/** Which toast Escape closes when focus is on the region rather than on one toast. */
export const selectNewestOpenToastId = (snapshot: ToastsSnapshot): string | undefined =>
  snapshot.context.toasts.findLast((toast) => toast.open)?.id;

export const selectIsPaused = (snapshot: ToastsSnapshot): boolean => snapshot.matches({ visible: 'paused' });
