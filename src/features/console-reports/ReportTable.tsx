import type { ReactNode } from 'react';
import * as styles from './reports.css.ts';

/*
 * A report's table (decision 0126): a caption, the row's name as its header, figures at the right,
 * and an optional total row; on a phone each row reads as a block (the kit's stacked table).
 */

export interface ReportColumn {
  label: string;
  /** Figures are set at the right. */
  numeric?: boolean;
}

export function ReportTable({
  caption,
  columns,
  rows,
  total,
  empty,
}: {
  caption: string;
  columns: readonly ReportColumn[];
  /** Each row's cells in the columns' order; the first is the row's header. */
  rows: readonly (readonly ReactNode[])[];
  /** The total row's cells after its "Total" header. */
  total?: readonly ReactNode[];
  /** Said instead of an empty table. */
  empty: string;
}) {
  if (rows.length === 0) return <p className={styles.meta}>{empty}</p>;
  const cells = (row: readonly ReactNode[]) =>
    row.slice(1).map((cell, index) => {
      const column = columns[index + 1]!;
      return (
        <td key={column.label} className={column.numeric ? styles.number : undefined} data-label={column.label}>
          {cell}
        </td>
      );
    });
  return (
    <table className={`${styles.table} ${styles.stackedTable}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? styles.number : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row[0]}</th>
            {cells(row)}
          </tr>
        ))}
        {total && (
          <tr className={styles.total}>
            <th scope="row">Total</th>
            {cells(['Total', ...total])}
          </tr>
        )}
      </tbody>
    </table>
  );
}
