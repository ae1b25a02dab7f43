import { withPossessive } from '#contract/planning-text.ts';
import * as input from '#src/ui/field/control.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { AddressFieldset } from './AddressFieldset.tsx';
import { InputControl, SelectControl } from './controls.tsx';
import type { FieldControlProps } from './field-control-props.ts';
import { fieldFeedback, useSubmitAttempted } from './field-feedback.ts';
import { controlId } from './field-ids.ts';
import { fieldMessage } from './field-validation.ts';
import * as styles from '../planning.css.ts';

const inputTypes = { text: 'text', tel: 'tel', email: 'email', url: 'url', date: 'date', number: 'text' } as const;

/** One field of a section: the control its type asks for, checked with the contract's rules. */
export function PlanningFieldControl(props: FieldControlProps) {
  const { form, definition, subject, scopeOf, announce } = props;
  const attempted = useSubmitAttempted(form);
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
        const { shown, onBlur } = fieldFeedback(field, attempted, label, announce);
        const value = (field.state.value as string | number | undefined) ?? '';
        const common = {
          name: definition.id,
          'aria-required': definition.required || undefined,
          onBlur,
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
              <SelectControl
                frame={fieldProps}
                attributes={{ ...common, className: input.control, value: String(value) }}
                placeholder={definition.required ? 'Choose one' : 'Not answered'}
                options={definition.options}
                onChange={(chosen) => field.handleChange(chosen)}
              />
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
              <InputControl
                frame={fieldProps}
                attributes={{
                  ...common,
                  className: short ? `${input.control} ${styles.shortControl}` : input.control,
                  type,
                  inputMode,
                  autoComplete: definition.autocomplete ?? 'off',
                  spellCheck: definition.type === 'text' ? undefined : false,
                  value: String(value),
                }}
                onChange={(typed) => field.handleChange(typed)}
              />
            );
          }
        }
      }}
    </form.Field>
  );
}
