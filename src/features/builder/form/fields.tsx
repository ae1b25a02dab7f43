import type { AnyFieldApi } from '@tanstack/react-form';
import { Field } from '#src/ui/field/Field.tsx';
import { OptionList, type SelectOption } from '#src/ui/option-list/OptionList.tsx';
import * as styles from '../builder.css.ts';

/*
 * Labelled inputs bound to a TanStack Form field, in the app's one Field (src/ui/field): a visible
 * label, help and the field's first error tied to the control with aria-describedby, an error
 * marking it aria-invalid, shown once the field has been touched (or the form was submitted).
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
    <Field id={id} label={label} hint={help} error={error} optional={optional}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            name={field.name}
            className={styles.textarea}
            value={value}
            maxLength={maxLength}
            onBlur={field.handleBlur}
            onChange={(event) => field.handleChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            name={field.name}
            className={styles.input}
            type={type}
            value={value}
            maxLength={maxLength}
            autoComplete={autoComplete}
            onBlur={field.handleBlur}
            onChange={(event) => field.handleChange(event.target.value)}
          />
        )
      }
    </Field>
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
  options: readonly SelectOption[];
}) {
  const error = fieldError(field);
  return (
    <Field id={id} label={label} hint={help} error={error}>
      {(control) => (
        <select
          {...control}
          name={field.name}
          className={styles.input}
          value={String(field.state.value ?? '')}
          onBlur={field.handleBlur}
          onChange={(event) => field.handleChange(event.target.value)}
        >
          <OptionList options={options} />
        </select>
      )}
    </Field>
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
