import { useId, useState, type ReactNode } from 'react';
import type { ApiIssue } from '#contract/errors.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import type { WriteOutcome } from './price-list-calls.ts';
import type { Errors } from './price-list-form.ts';
import * as styles from './price-list.css.ts';

/*
 * One form of the price list: its values, what is wrong with them (shown once a field was left or the
 * form sent, in spec §5's words), the server's refusal beside the field it names, and a save that says
 * what was done. Every field goes through the app's Field.
 */

export interface EditFormApi<V> {
  values: V;
  set: (patch: Partial<V>) => void;
  /** The message to show for `name` now. */
  error: (name: string) => string | undefined;
  touch: (name: string) => void;
  formId: string;
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

export function EditForm<V>(props: EditFormProps<V>) {
  const { label, initial, errorsOf, fieldOf = {}, submitLabel, save, onSaved, onCancel, children } = props;
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const errors = errorsOf(values);

  const serverOf = (issues: ApiIssue[]) => {
    const shown: Record<string, string> = {};
    for (const issue of issues) {
      const top = issue.path.split('.')[0] ?? '';
      shown[fieldOf[top] ?? top] ??= issue.message;
    }
    return shown;
  };
  const api: EditFormApi<V> = {
    values,
    formId,
    set: (patch) => {
      setServer({});
      setValues((now) => ({ ...now, ...patch }));
    },
    error: (name) => server[name] ?? (sent || touched.has(name) ? errors[name] : undefined),
    touch: (name) => setTouched((now) => new Set(now).add(name)),
  };
  const formLevel = Object.entries(server).find(([name]) => !(name in (initial as object)))?.[1];

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={async (event) => {
        event.preventDefault();
        setSent(true);
        if (Object.keys(errors).length > 0 || busy) return;
        setBusy(true);
        const outcome = await save(values);
        setBusy(false);
        if (outcome.kind === 'refused') return setServer(serverOf(outcome.issues));
        await onSaved(values);
      }}
    >
      {children(api)}
      {formLevel && (
        <p role="alert" className={styles.alert}>
          {formLevel}
        </p>
      )}
      <p className={styles.actions}>
        <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={button({ tone: 'secondary' })} onClick={onCancel}>
            Cancel
          </button>
        )}
      </p>
    </form>
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
  const value = String(form.values[name] ?? '');
  const common = {
    name,
    className: control,
    value,
    autoComplete: 'off',
    onBlur: () => form.touch(name),
  };
  return (
    <Field id={`${form.formId}-${name}`} label={label} hint={hint} required={required} error={form.error(name)}>
      {(attributes) =>
        multiline ? (
          <textarea
            {...attributes}
            {...common}
            rows={3}
            onChange={(event) => form.set({ [name]: event.target.value } as Partial<V>)}
          />
        ) : (
          <input
            {...attributes}
            {...common}
            inputMode={inputMode}
            onChange={(event) => form.set({ [name]: event.target.value } as Partial<V>)}
          />
        )
      }
    </Field>
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
