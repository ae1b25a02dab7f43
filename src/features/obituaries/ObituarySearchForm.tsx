import type { FormEvent } from 'react';
import { useSite } from '#src/lib/site/use-site.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { searchFromForm, type ObituarySearch } from './obituary-search.ts';
import * as styles from './obituary-search.css.ts';

/**
 * The search form. It holds nothing of its own: it starts from the address's search and, when
 * sent, asks for a new address, so every search is a history entry.
 */
export function ObituarySearchForm({
  search,
  onSearch,
}: {
  search: ObituarySearch;
  onSearch: (search: ObituarySearch) => void;
}) {
  const { locations } = useSite();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(searchFromForm(new FormData(event.currentTarget)));
  };
  return (
    <form role="search" aria-label="Search obituaries" className={styles.form} onSubmit={submit}>
      <Field id="obituary-search-name" label="Name" className={styles.nameField}>
        {(control) => (
          <input {...control} name="q" type="search" defaultValue={search.q ?? ''} maxLength={100} autoComplete="off" />
        )}
      </Field>
      <Field id="obituary-search-from" label="Died on or after">
        {(control) => <input {...control} name="diedFrom" type="date" defaultValue={search.diedFrom ?? ''} />}
      </Field>
      <Field id="obituary-search-to" label="Died on or before">
        {(control) => <input {...control} name="diedTo" type="date" defaultValue={search.diedTo ?? ''} />}
      </Field>
      <Field id="obituary-search-location" label="Location">
        {(control) => (
          <select {...control} name="locationId" defaultValue={search.locationId ?? ''}>
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
