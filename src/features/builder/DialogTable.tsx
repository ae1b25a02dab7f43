import type { ComponentProps } from 'react';
import { RecordTable } from '#src/ui/record-table/RecordTable.tsx';
import * as styles from './builder.css.ts';

/** A list in a builder dialog: the builder's table, its caption for screen readers only (the dialog's title shows). */
export function DialogTable<T>(props: Omit<ComponentProps<typeof RecordTable<T>>, 'className' | 'captionClassName'>) {
  return <RecordTable<T> {...props} className={styles.table} captionClassName={styles.visuallyHidden} />;
}
