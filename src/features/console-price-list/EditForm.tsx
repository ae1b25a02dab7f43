import { useId, useState, type ReactNode } from 'react';
import { useForm, useStore, type AnyFormApi } from '@tanstack/react-form';
import type { ApiIssue } from '#contract/errors.ts';
import { FormTextField, type FieldOfForm } from '#src/lib/forms/FormTextField.tsx';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import type { WriteOutcome } from './price-list-calls.ts';
import type { Errors } from './price-list-form.ts';
import * as styles from './price-list.css.ts';

/*
 * One form of the price list, kept by TanStack Form: its values, what is wrong with them (shown once a
 * field was left or the form sent, in spec §5's words), the server's refusal beside the field it
 * names, and a save that says what was done. Every field goes through the app's Field.
 */

export interface EditFormApi<V> {
  values: V;
  set: (patch: Partial<V>) => void;
  /** The message to show for `name` now. */
  error: (name: string) => string | undefined;
  touch: (name: string) => void;
  formId: string;
  /** The server's words for `name` after the last attempt, for a field bound through `Field`. */
  server: (name: string) => string | undefined;
  /** The form's field of that name, for a control bound to it. */
  Field: FieldOfForm<string>;
}

interface EditFormProps<V> {
  label: string;
  initial: V;
  errorsOf: (values: V) => Errors;
  /** The server's issue paths that are a field of this form, by the field's name (priceCents → price). */
  fieldOf?: Record<string, string>;
  submitLabel: string;
  save: (values: V) => Promise<WriteOutcome>;
  onSaved: (values: V) => void | Promise<void>;
  onCancel?: () => void;
  children: (form: EditFormApi<V>) => ReactNode;
}

export function EditForm<V extends object>(props: EditFormProps<V>) {
  const { label, initial, errorsOf, fieldOf = {}, submitLabel, save, onSaved, onCancel, children } = props;
  const formId = useId();
  // The server's words by field, until the next change or attempt.
  const [server, setServer] = useState<Record<string, string>>({});
  const serverOf = (issues: ApiIssue[]) => {
    const shown: Record<string, string> = {};
    for (const issue of issues) {
      const top = issue.path.split('.')[0] ?? '';
      shown[fieldOf[top] ?? top] ??= issue.message;
    }
    return shown;
  };
  const form = useForm({
    defaultValues: initial,
    validators: {
      onChange: ({ value }) => {
        const fields = errorsOf(value);
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    listeners: { onChange: () => setServer({}) },
    onSubmit: async ({ value }) => {
      const outcome = await save(value);
      if (outcome.kind === 'refused') return setServer(serverOf(outcome.issues));
      await onSaved(value);
    },
  });
  // The controls the screens draw themselves reach the form by name, whatever its values' type.
  const byName: AnyFormApi = form;
  const values = useStore(form.store, (state) => state.values);
  const sent = useStore(form.store, (state) => state.submissionAttempts > 0);
  const blurred = useStore(
    form.store,
    (state) => state.fieldMeta as Record<string, { isBlurred?: boolean } | undefined>,
  );
  const errors = errorsOf(values);
  const api: EditFormApi<V> = {
    values,
    formId,
    set: (patch) => {
      setServer({});
      for (const [name, value] of Object.entries(patch)) byName.setFieldValue(name, value);
    },
    error: (name) => server[name] ?? (sent || blurred[name]?.isBlurred ? errors[name] : undefined),
    touch: (name) => byName.setFieldMeta(name, (meta) => ({ ...meta, isBlurred: true })),
    server: (name) => server[name],
    Field: form.Field as FieldOfForm<string>,
  };
  const formLevel = Object.entries(server).find(([name]) => !(name in initial))?.[1];

  return (
    <ActionForm
      form={form}
      className={styles.form}
      label={label}
      submitLabel={submitLabel}
      busyLabel="Saving…"
      cancel={onCancel ? { onCancel, className: styles.actions } : undefined}
    >
      {children(api)}
      {formLevel && (
        <p role="alert" className={styles.alert}>
          {formLevel}
        </p>
      )}
    </ActionForm>
  );
}

/** A text field of an EditForm. */
export function TextInput<V>(props: {
  form: EditFormApi<V>;
  name: keyof V & string;
  label: string;
  hint?: string;
  required?: boolean;
  inputMode?: 'decimal' | 'numeric';
  multiline?: boolean;
}) {
  const { form, name, label, hint, required, inputMode, multiline } = props;
  return (
    <form.Field name={name}>
      {(field) => (
        <FormTextField
          field={field}
          id={`${form.formId}-${name}`}
          label={label}
          hint={hint}
          required={required}
          serverError={form.server(name)}
          className={control}
          autoComplete="off"
          inputMode={inputMode}
          rows={multiline ? 3 : undefined}
        />
      )}
    </form.Field>
  );
}

/** A yes-or-no field of an EditForm. */
export function CheckInput<V>(props: { form: EditFormApi<V>; name: keyof V & string; label: string; hint?: string }) {
  const { form, name, label, hint } = props;
  return (
    <Field id={`${form.formId}-${name}`} label={label} hint={hint} error={form.error(name)}>
      {(attributes) => (
        <input
          {...attributes}
          type="checkbox"
          name={name}
          checked={Boolean(form.values[name])}
          onChange={(event) => {
            form.touch(name);
            form.set({ [name]: event.target.checked } as Partial<V>);
          }}
        />
      )}
    </Field>
  );
}

/** Where an entry stands among its neighbours, a whole number (the hint says which way it sorts). */
export function PositionInput<V extends { position: string }>(props: { form: EditFormApi<V>; hint?: string }) {
  return (
    <TextInput form={props.form} name="position" label="Position" hint={props.hint} inputMode="numeric" required />
  );
}
