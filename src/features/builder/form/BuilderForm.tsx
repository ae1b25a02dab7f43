import type { ReactNode } from 'react';
import * as styles from '../builder.css.ts';

interface BuilderFormProps {
  onSubmit: () => void;
  /** A message for the whole form (server refusal, sign-in failure), announced when it appears. */
  failure?: string | null | undefined;
  children: ReactNode;
}

/** Every builder form: browser validation off (the spec's messages show instead), submit handed to TanStack Form. */
export function BuilderForm({ onSubmit, failure, children }: BuilderFormProps) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {children}
    </form>
  );
}
