import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import * as styles from '../builder.css.ts';

/*
 * Labelled inputs bound to a TanStack Form field. Every input has a visible label; help and the
 * field's first error are tied to it with aria-describedby; an error marks it aria-invalid and is
 * shown once the field has been touched (or the form was submitted).
 */

export const fieldDomId = (formId: string, name: string) => `${formId}-${name.replace(/[^\w-]+/g, '-')}`;

/** The first error of a field, as words (validators give strings; standard-schema issues carry .message). */
export function fieldError(field: AnyFieldApi): string | undefined {
  const meta = field.state.meta;
  const shown = meta.isTouched || field.form.state.submissionAttempts > 0;
  if (!shown) return undefined;
  for (const error of meta.errors as unknown[]) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
      return (error as { message: string }).message;
  }
  return undefined;
}

interface FieldFrameProps {
  id: string;
  label: string;
  help: string | undefined;
  error: string | undefined;
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

export function FieldFrame({ id, label, help, error, optional, children }: FieldFrameProps) {
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.help}> (optional)</span>}
      </label>
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      {children(describedBy)}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextInput({
  field,
  id,
  label,
  help,
  optional,
  multiline = false,
  type = 'text',
  autoComplete,
  maxLength,
}: {
  field: AnyFieldApi;
  id: string;
  label: string;
  help?: string | undefined;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url' | 'email' | 'password' | 'number';
  autoComplete?: string;
  maxLength?: number | undefined;
}) {
  const error = fieldError(field);
  const value = field.state.value === undefined || field.state.value === null ? '' : String(field.state.value);
  return (
    <FieldFrame id={id} label={label} help={help} error={error} optional={optional ?? false}>
      {(describedBy) =>
        multiline ? (
          <textarea
            id={id}
            name={field.name}
            className={styles.textarea}
            value={value}
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onBlur={field.handleBlur}
            onChange={(event) => field.handleChange(event.target.value)}
          />
        ) : (
          <input
            id={id}
            name={field.name}
            className={styles.input}
            type={type}
            value={value}
            maxLength={maxLength}
            autoComplete={autoComplete}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onBlur={field.handleBlur}
            onChange={(event) => field.handleChange(event.target.value)}
          />
        )
      }
    </FieldFrame>
  );
}

export function SelectInput({
  field,
  id,
  label,
  help,
  options,
}: {
  field: AnyFieldApi;
  id: string;
  label: string;
  help?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const error = fieldError(field);
  return (
    <FieldFrame id={id} label={label} help={help} error={error}>
      {(describedBy) => (
        <select
          id={id}
          name={field.name}
          className={styles.input}
          value={String(field.state.value ?? '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onBlur={field.handleBlur}
          onChange={(event) => field.handleChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxInput({ field, id, label }: { field: AnyFieldApi; id: string; label: string }) {
  return (
    <div className={styles.checkboxRow}>
      <input
        id={id}
        name={field.name}
        type="checkbox"
        className={styles.checkbox}
        checked={field.state.value === true}
        onBlur={field.handleBlur}
        onChange={(event) => field.handleChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
