import type { ReactNode } from 'react';
import { controlId, errorId, hintId } from './field-ids.ts';
import * as styles from '../planning.css.ts';

export interface FieldShellProps {
  /** The form field's name ("contactEmail", "contactAddress.city"). */
  name: string;
  label: string;
  required: boolean;
  hint?: string | undefined;
  /** The message to show; shown only once the field was left or Next was pressed. */
  error: string | undefined;
  /** Radio groups are a fieldset with a legend; everything else a label. */
  group?: boolean;
  /** A group's hint and error, named on the fieldset (radios cannot carry them themselves). */
  describedBy?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * Label, hint, control and error of one field. The error sits right under the control, in words,
 * and the control points at it with aria-describedby (see field-ids.ts).
 */
export function FieldShell({
  name,
  label,
  required,
  hint,
  error,
  group,
  describedBy,
  className,
  children,
}: FieldShellProps) {
  const title = (
    <>
      {label}
      {required && (
        <>
          {' '}
          <span className={styles.requiredMark}>(required)</span>
        </>
      )}
    </>
  );
  const body = (
    <>
      {hint && (
        <p id={hintId(name)} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <p id={errorId(name)} className={styles.error}>
        {error ?? ''}
      </p>
    </>
  );
  if (group) {
    return (
      <fieldset className={`${styles.field} ${className ?? ''}`} aria-describedby={describedBy}>
        <legend className={styles.label}>{title}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={controlId(name)} className={styles.label}>
        {title}
      </label>
      {body}
    </div>
  );
}
