import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './builder.css.ts';

/**
 * A modal dialog on the native <dialog>: the browser traps focus, closes on Escape and gives focus
 * back to the button that opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  description,
  dismissible = true,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  description?: string;
  /** False for a dialog that must be answered (a sign-in): no Close button, Escape does nothing. */
  dismissible?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
    >
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        {dismissible && (
          <button type="button" className={styles.tool({ tone: 'light' })} onClick={() => ref.current?.close()}>
            Close
          </button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className={styles.help}>
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}
