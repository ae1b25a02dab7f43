import type { AnyFieldApi } from '@tanstack/react-form';
import * as styles from './settings.css.ts';

/**
 * A setting that is on or off: its checkbox beside its label, what it means under them (the
 * checkbox is described by it, so a screen reader hears both). The company's switches and a chapel's
 * or hearse's "Retired".
 */
export function CheckField({
  field,
  id,
  label,
  hint,
}: {
  field: AnyFieldApi;
  id: string;
  label: string;
  hint: string;
}) {
  return (
    <div>
      <p className={styles.check}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          aria-describedby={`${id}-hint`}
          checked={Boolean(field.state.value)}
          onChange={(event) => field.handleChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </p>
      <p id={`${id}-hint`} className={styles.meta}>
        {hint}
      </p>
    </div>
  );
}
