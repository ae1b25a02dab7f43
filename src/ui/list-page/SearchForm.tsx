import { useId, useState, type ReactNode } from 'react';
import { button } from '../button/button.css.ts';
import { Field } from '../field/Field.tsx';
import { control } from '../field/control.css.ts';
import { formHydrated } from '#src/ui/hydration/form-hydrated.ts';

/**
 * A list's search: a named search form with its words field first, any other filters after it, and
 * the Search button. The words are the form's until it is sent; `onSearch` gets them trimmed, or
 * `undefined` when there are none.
 */
export function SearchForm({
  label,
  field,
  words,
  className,
  onSearch,
  children,
}: {
  /** The form's name: "Find cases". */
  label: string;
  /** The words field's label, hint and longest length. */
  field: { label: string; hint?: string; maxLength: number };
  /** The words the list was searched for. */
  words: string | undefined;
  className: string;
  onSearch: (words: string | undefined) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [typed, setTyped] = useState(words ?? '');
  return (
    <form
      ref={formHydrated}
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim() || undefined);
      }}
    >
      <Field id={id} label={field.label} hint={field.hint}>
        {(attributes) => (
          <input
            {...attributes}
            type="search"
            className={control}
            value={typed}
            maxLength={field.maxLength}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </Field>
      {children}
      <div>
        <button type="submit" className={button({ tone: 'secondary' })}>
          Search
        </button>
      </div>
    </form>
  );
}
