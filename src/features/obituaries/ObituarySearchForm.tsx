import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useSite } from '#src/lib/site/use-site.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { searchFromForm, type ObituarySearch } from './obituary-search.ts';
import * as styles from './obituary-search.css.ts';
import { formHydrated } from '#src/ui/hydration/form-hydrated.ts';

type FormValues = Record<'q' | 'diedFrom' | 'diedTo' | 'locationId', string>;

const formValues = (search: ObituarySearch): FormValues => ({
  q: search.q ?? '',
  diedFrom: search.diedFrom ?? '',
  diedTo: search.diedTo ?? '',
  locationId: search.locationId === undefined ? '' : String(search.locationId),
});

/**
 * The search form. The address is the search: the form shows the address's search (again after
 * back, forward or a shared link) and, when sent, asks for a new address, so every search is a
 * history entry. Its fields stay mounted meanwhile, so focus stays where the visitor left it.
 */
export function ObituarySearchForm({
  search,
  onSearch,
}: {
  search: ObituarySearch;
  onSearch: (search: ObituarySearch) => void;
}) {
  const { locations } = useSite();
  const [values, setValues] = useState(() => formValues(search));
  // A new address replaces what the form holds (React's "adjust state on a prop change", no effect).
  const [shownSearch, setShownSearch] = useState(() => JSON.stringify(search));
  if (shownSearch !== JSON.stringify(search)) {
    setShownSearch(JSON.stringify(search));
    setValues(formValues(search));
  }
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(searchFromForm(new FormData(event.currentTarget)));
  };
  return (
    // Sent before the page has hydrated (decision 0092), the browser's own GET asks the server for
    // /obituaries?q=…, the very search the app would navigate to: this form is not held back.
    <form
      ref={formHydrated}
      role="search"
      aria-label="Search obituaries"
      className={styles.form}
      method="get"
      action="/obituaries"
      onSubmit={submit}
    >
      <Field id="obituary-search-name" label="Name" className={styles.nameField}>
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            value={values.q}
            onChange={change}
            maxLength={100}
            autoComplete="off"
          />
        )}
      </Field>
      <Field id="obituary-search-from" label="Died on or after">
        {(control) => <input {...control} name="diedFrom" type="date" value={values.diedFrom} onChange={change} />}
      </Field>
      <Field id="obituary-search-to" label="Died on or before">
        {(control) => <input {...control} name="diedTo" type="date" value={values.diedTo} onChange={change} />}
      </Field>
      <Field id="obituary-search-location" label="Location">
        {(control) => (
          <select {...control} name="locationId" value={values.locationId} onChange={change}>
            <option value="">All locations</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className={`${button({ tone: 'primary' })} ${styles.submit}`}>
        Search
      </button>
    </form>
  );
}
