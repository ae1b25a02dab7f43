import * as styles from './cases.css.ts';

/** What the server said of a case form as a whole, above its buttons, announced as it appears. */
export function CaseFormAlert({ message }: { message?: string | undefined }) {
  return message ? (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  ) : null;
}
