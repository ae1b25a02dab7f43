import type { AnyFieldApi } from '@tanstack/react-form';
import { Field } from '../field/Field.tsx';

export interface BoundSelectProps {
  field: AnyFieldApi;
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  className: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Choose a location") that leaves the value empty. */
  placeholder?: string | undefined;
}

/** A select bound to a TanStack Form field, in the app's one Field (decision 0018). */
export function BoundSelect(props: BoundSelectProps) {
  const { field, id, label, required, hint, error, className, options, placeholder } = props;
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          name={field.name}
          className={className}
          value={String(field.state.value ?? '')}
          onBlur={field.handleBlur}
          onChange={(event) => field.handleChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
