import { button } from '#src/ui/button/button.css.ts';
import * as styles from './price-list.css.ts';

/** The button that opens an entry's form below it and closes it again, saying which it is open. */
export function EditButton({ name, open, onToggle }: { name: string; open: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={button({ tone: 'secondary' })} aria-expanded={open} onClick={onToggle}>
      Edit {name}
    </button>
  );
}

/** The button under a section's entries that opens the form for a new one. */
export function AddButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <p className={styles.actions}>
      <button type="button" className={button({ tone: 'secondary' })} onClick={onAdd}>
        {label}
      </button>
    </p>
  );
}
