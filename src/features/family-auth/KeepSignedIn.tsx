import * as styles from '#src/lib/account/account.css.ts';

export interface KeepSignedInProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Keep me signed in on this device" (decision 0073): unticked by default, since a session
 * kept for 30 days is anyone's who picks up the device; the hint says so, and how to end it.
 */
export function KeepSignedIn({ id, checked, onChange }: KeepSignedInProps) {
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkBox}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>Keep me signed in on this device</label>
      <p id={`${id}-hint`} className={styles.checkHint}>
        For 30 days, so links in our emails open without a password. Not on a shared computer: sign out to end it.
      </p>
    </div>
  );
}
