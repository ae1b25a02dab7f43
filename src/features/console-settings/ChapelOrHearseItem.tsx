import { useRef, useState } from 'react';
import type { SettingsLocation } from '#contract/company-settings.ts';
import type { ServiceResource } from '#contract/staff-calendar.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { button } from '#src/ui/button/button.css.ts';
import { ChapelOrHearseForm } from './ChapelOrHearseForm.tsx';
import * as styles from './settings.css.ts';

/** One chapel or hearse: its name, whether it is retired, and Edit, which opens its form under it. */
export function ChapelOrHearseItem(props: {
  auth: AuthActorRef;
  resource: ServiceResource;
  locations: readonly SettingsLocation[];
}) {
  const { resource } = props;
  const [editing, setEditing] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  // Saved or cancelled, the form goes: the keyboard goes back to the button that opened it.
  const done = () => {
    setEditing(false);
    edit.current?.focus();
  };
  return (
    <li className={styles.item}>
      <p className={styles.itemLine}>
        <span className={styles.itemName}>{resource.name}</span>
        {resource.retired && <span className={styles.badge}>Retired</span>}
        <button
          ref={edit}
          type="button"
          className={button({ tone: 'secondary' })}
          aria-expanded={editing}
          // Which one, for a screen reader's list of buttons; it starts with the word that shows.
          aria-label={`Edit ${resource.name}`}
          onClick={() => setEditing(!editing)}
        >
          Edit
        </button>
      </p>
      {editing && <ChapelOrHearseForm {...props} kind={resource.kind} onDone={done} />}
    </li>
  );
}
