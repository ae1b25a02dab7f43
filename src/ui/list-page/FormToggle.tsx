import { useId, useState, type ReactNode } from 'react';
import { button } from '../button/button.css.ts';
import * as styles from './list-page.css.ts';

/**
 * A list page's "New …" button and the form it opens above the list: the button says whether the
 * form is open and which region it controls; the form mounts only while open, so it starts empty
 * each time.
 */
export function FormToggle({ label, children }: { label: string; children: () => ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={button({ tone: 'primary' })}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
        >
          {label}
        </button>
      </div>
      <div id={id} hidden={!open}>
        {open && children()}
      </div>
    </>
  );
}
