import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from '#src/ui/field/Field.tsx';
import { OptionList, type SelectOption } from '#src/ui/option-list/OptionList.tsx';

/*
 * The select and the text box of a planning field, each in the app's one Field: the caller gives the
 * field's label, hint and message, the control's own attributes, and what a change does.
 */

type FieldFrame = Omit<FieldProps, 'children' | 'group'>;

export function SelectControl({
  frame,
  attributes,
  placeholder,
  options,
  onChange,
}: {
  frame: FieldFrame;
  attributes: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'>;
  /** A first, empty choice ("Choose one") that leaves the answer empty. */
  placeholder?: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <Field {...frame}>
      {(control) => (
        <select {...control} {...attributes} onChange={(event) => onChange(event.target.value)}>
          <OptionList options={options} placeholder={placeholder} />
        </select>
      )}
    </Field>
  );
}

export function InputControl({
  frame,
  attributes,
  onChange,
}: {
  frame: FieldFrame;
  attributes: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>;
  onChange: (value: string) => void;
}) {
  return (
    <Field {...frame}>
      {(control) => <input {...control} {...attributes} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
