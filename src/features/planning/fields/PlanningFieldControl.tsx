import { useStore } from '@tanstack/react-form';
import { withPossessive } from '#contract/planning-text.ts';
import * as input from '#src/ui/field/control.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { AddressFieldset } from './AddressFieldset.tsx';
import type { FieldControlProps } from './field-control-props.ts';
import { controlId } from './field-ids.ts';
import { fieldMessage } from './field-validation.ts';
import * as styles from '../planning.css.ts';

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
          name: definition.id,
          'aria-required': definition.required || undefined,
          onBlur: () => {
            field.handleBlur();
            const now = field.state.meta.errors[0] as string | undefined;
            if (now) announce(`${label}: ${now}`);
          },
        };
        const fieldProps = { id: controlId(definition.id), label, required: definition.required, hint, error: shown };

        switch (definition.type) {
          case 'radio':
            return (
              <Field {...fieldProps} group>
                {({ id }) => (
                  <div className={styles.choices}>
                    {definition.options.map((option, index) => (
                      <div key={option.value} className={styles.inlineChoice}>
                        <input
                          id={index === 0 ? id : `${id}-${option.value}`}
                          className={styles.choiceInput}
                          type="radio"
                          name={definition.id}
                          value={option.value}
                          checked={value === option.value}
                          onChange={() => field.handleChange(option.value)}
                          onBlur={common.onBlur}
                        />
                        <label htmlFor={index === 0 ? id : `${id}-${option.value}`} className={styles.choiceLabel}>
                          {option.label}
                        </label>
                      </div>
                    ))}
                  </div>
                )}
              </Field>
            );
          case 'select':
            return (
              <Field {...fieldProps}>
                {(control) => (
                  <select
                    {...control}
                    {...common}
                    className={input.control}
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
                )}
              </Field>
            );
          case 'textarea':
            return (
              <Field {...fieldProps}>
                {(control) => (
                  <textarea
                    {...control}
                    {...common}
                    className={styles.textarea}
                    value={String(value)}
                    maxLength={definition.maxLength}
                    onChange={(event) => field.handleChange(event.target.value)}
                  />
                )}
              </Field>
            );
          default: {
            const short = definition.type === 'date' || definition.type === 'number';
            // Read here: the narrowed type does not reach into the render function below.
            const type = inputTypes[definition.type];
            const inputMode =
              definition.type === 'number'
                ? definition.integer
                  ? ('numeric' as const)
                  : ('decimal' as const)
                : undefined;
            return (
              <Field {...fieldProps}>
                {(control) => (
                  <input
                    {...control}
                    {...common}
                    className={short ? `${input.control} ${styles.shortControl}` : input.control}
                    type={type}
                    inputMode={inputMode}
                    autoComplete={definition.autocomplete ?? 'off'}
                    spellCheck={definition.type === 'text' ? undefined : false}
                    value={String(value)}
                    onChange={(event) => field.handleChange(event.target.value)}
                  />
                )}
              </Field>
            );
          }
        }
      }}
    </form.Field>
  );
}
