import type { ToastIcon as ToastIconName } from '#machines/toasts/toasts.selectors.ts';

export interface ToastIconProps {
  icon: ToastIconName;
}

/**
 * Spec §8: a check for success, an exclamation for error. Hidden from assistive technology: the
 * title is what is announced, and the icon only repeats the colour's meaning for sighted readers.
 */
export function ToastIcon({ icon }: ToastIconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-toast-icon={icon}
    >
      <circle cx="10" cy="10" r="8.5" strokeWidth="1.5" />
      {icon === 'check' ? <path d="M6.25 10.25l2.5 2.5 5-5.5" /> : <path d="M10 5.75v5.25M10 14.25v.01" />}
    </svg>
  );
}
