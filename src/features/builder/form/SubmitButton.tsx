import * as styles from '../builder.css.ts';

/** The one primary button that sends a builder form, on a line of its own. */
export function SubmitButton({ label, disabled }: { label: string; disabled?: boolean }) {
  return (
    <div>
      <button type="submit" className={styles.tool({ tone: 'primary' })} disabled={disabled}>
        {label}
      </button>
    </div>
  );
}
