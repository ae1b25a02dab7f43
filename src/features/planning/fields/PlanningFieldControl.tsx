import { useStore } from '@tanstack/react-form';
import type { PlanningField } from '#contract/planning.ts';
import type { AnswerScope } from '#contract/planning-validation.ts';
import { withPossessive, type PossessiveSubject } from '#contract/planning-text.ts';
import type { SectionFormApi } from '../use-section-form.ts';
import { AddressFieldset } from './AddressFieldset.tsx';
import { controlId, describedBy } from './field-ids.ts';
import { fieldMessage } from './field-validation.ts';
import { FieldShell } from './FieldShell.tsx';
import * as styles from '../planning.css.ts';

export interface FieldControlProps {
  form: SectionFormApi;
  definition: PlanningField;
  subject: PossessiveSubject;
  /** The validation scope with the form's current values (conditions, addresses read neighbours). */
  scopeOf: (values: Record<string, unknown>) => AnswerScope;
  /** Says a message in the form's polite live region. */
  announce: (text: string) => void;
}

const inputTypes = { text: 'text', tel: 'tel', email: 'email', url: 'url', date: 'date', number: 'text' } as const;

/** One field of a section: the control its type asks for, checked with the contract's rules. */
export function PlanningFieldControl(props: FieldControlProps) {
  const { form, definition, subject, scopeOf, announce } = props;
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0);
  if (definition.type === 'address') return <AddressFieldset {...props} definition={definition} />;
  const label = withPossessive(definition.label, subject);
  const hint = definition.hint ? withPossessive(definition.hint, subject) : undefined;

  return (
    <form.Field
      name={definition.id}
      validators={{
        onDynamic: ({ value, fieldApi }) => fieldMessage(definition, scopeOf(fieldApi.form.state.values), value),
      }}
    >
      {(field) => {
        const message = field.state.meta.errors[0] as string | undefined;
        const shown = field.state.meta.isBlurred || attempted ? message : undefined;
        const value = (field.state.value as string | number | undefined) ?? '';
        const common = {
          id: controlId(definition.id),
          name: definition.id,
          'aria-describedby': describedBy(definition.id, Boolean(hint), Boolean(shown)),
          'aria-invalid': shown ? true : undefined,
          'aria-required': definition.required || undefined,
          onBlur: () => {
            field.handleBlur();
            const now = field.state.meta.errors[0] as string | undefined;
            if (now) announce(`${label}: ${now}`);
          },
        };
        const shell = { name: definition.id, label, required: definition.required, hint, error: shown };

        switch (definition.type) {
          case 'radio':
            return (
              <FieldShell {...shell} group describedBy={common['aria-describedby']}>
                <div className={styles.choices}>
                  {definition.options.map((option, index) => (
                    <div key={option.value} className={styles.inlineChoice}>
                      <input
                        id={index === 0 ? common.id : `${common.id}-${option.value}`}
                        className={styles.choiceInput}
                        type="radio"
                        name={definition.id}
                        value={option.value}
                        checked={value === option.value}
                        onChange={() => field.handleChange(option.value)}
                        onBlur={common.onBlur}
                      />
                      <label
                        htmlFor={index === 0 ? common.id : `${common.id}-${option.value}`}
                        className={styles.choiceLabel}
                      >
                        {option.label}
                      </label>
                    </div>
                  ))}
                </div>
              </FieldShell>
            );
          case 'select':
            return (
              <FieldShell {...shell}>
                <select
                  {...common}
                  className={styles.control}
                  value={String(value)}
                  onChange={(event) => field.handleChange(event.target.value)}
                >
                  <option value="">{definition.required ? 'Choose one' : 'Not answered'}</option>
                  {definition.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </FieldShell>
            );
          case 'textarea':
            return (
              <FieldShell {...shell}>
                <textarea
                  {...common}
                  className={styles.textarea}
                  value={String(value)}
                  maxLength={definition.maxLength}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              </FieldShell>
            );
          default: {
            const short = definition.type === 'date' || definition.type === 'number';
            return (
              <FieldShell {...shell}>
                <input
                  {...common}
                  className={short ? `${styles.control} ${styles.shortControl}` : styles.control}
                  type={inputTypes[definition.type]}
                  inputMode={definition.type === 'number' ? (definition.integer ? 'numeric' : 'decimal') : undefined}
                  autoComplete={definition.autocomplete ?? 'off'}
                  spellCheck={definition.type === 'text' ? undefined : false}
                  value={String(value)}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              </FieldShell>
            );
          }
        }
      }}
    </form.Field>
  );
}
