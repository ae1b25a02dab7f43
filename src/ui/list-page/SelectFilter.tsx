import { useId } from 'react';
import { Field } from '../field/Field.tsx';
import { control } from '../field/control.css.ts';
import type { Choice } from './choices.ts';

/**
 * A list's filter as a select: "any" first (no filter), then the choices. A change filters at once;
 * what the select gives back is one of the choices' own values, or `undefined` for any.
 */
export function SelectFilter<T extends string | number>({
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  /** The first option's words: "Any status", "Every location". */
  anyLabel: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      {(attributes) => (
        <select
          {...attributes}
          className={control}
          value={value ?? ''}
          onChange={(event) => onChange(choices.find((choice) => String(choice.value) === event.target.value)?.value)}
        >
          <option value="">{anyLabel}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
