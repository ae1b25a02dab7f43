import type { ReactNode } from 'react';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './account.css.ts';

export interface AccountFormProps {
  /** The form's accessible name. */
  label: string;
  /** Words for the whole form (a refused sign-in, too many attempts), announced as they appear. */
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
  /** The button's words while the request is on its way (the button is disabled then). */
  busyLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * Every form of the sign-in and password pages (the family portal's and the staff console's): browser validation off (the spec's words show beside the
 * fields instead), the whole form's refusal above the fields, one submit button.
 */
export function AccountForm({
  label,
  failure,
  submitting,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: AccountFormProps) {
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p role="alert" className={styles.alert}>
        {failure ?? ''}
      </p>
      {children}
      <p>
        <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </button>
      </p>
    </form>
  );
}
