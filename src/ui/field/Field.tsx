import type { ReactNode } from 'react';
import * as styles from './field.css.ts';

/** What ties a control to its field: give these to the <input>, <select> or <textarea>. */
export interface FieldControlAttributes {
  id: string;
  /** The hint and the error, each only while there is one. */
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  /** The control's DOM id: the label points at it; the hint and error ids are made from it. */
  id: string;
  label: ReactNode;
  /** Says "(required)" after the label (the planning wizard marks what it needs). */
  required?: boolean | undefined;
  /** Says "(optional)" after the label (the builder marks what it can do without). */
  optional?: boolean | undefined;
  hint?: string | undefined;
  /** The message to show now; the caller decides when (after the field was left, or on submit). */
  error?: string | undefined;
  /**
   * A group of controls (radio buttons): a fieldset named by its legend, which carries the hint and
   * error itself, since each radio cannot.
   */
  group?: boolean | undefined;
  className?: string | undefined;
  /** The control, given the attributes that tie it to the label, hint and error. */
  children: (control: FieldControlAttributes) => ReactNode;
}

export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;

/**
 * Every form field of the app: label, hint, control and error message, the error in words right
 * under the control, and the control (or the group) described by the hint and the error and marked
 * aria-invalid while there is an error (decision 0018).
 */
export function Field({ id, label, required, optional, hint, error, group, className, children }: FieldProps) {
  const describedBy = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean).join(' ');
  const control: FieldControlAttributes = {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
  };
  const title = (
    <>
      {label}
      {required && (
        <>
          {' '}
          <span className={styles.mark}>(required)</span>
        </>
      )}
      {optional && (
        <>
          {' '}
          <span className={styles.mark}>(optional)</span>
        </>
      )}
    </>
  );
  const body = (
    <>
      {hint && (
        <p id={fieldHintId(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(control)}
      {/* Always there, empty without an error, so the message appears in place. */}
      <p id={fieldErrorId(id)} className={styles.error}>
        {error ?? ''}
      </p>
    </>
  );
  const classes = className ? `${styles.field} ${className}` : styles.field;
  if (group) {
    return (
      <fieldset className={classes} aria-describedby={control['aria-describedby']}>
        <legend className={styles.label}>{title}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      <label htmlFor={id} className={styles.label}>
        {title}
      </label>
      {body}
    </div>
  );
}
