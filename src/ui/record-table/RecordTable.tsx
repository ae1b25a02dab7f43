import type { Key, ReactNode } from 'react';

/** A column's heading; a class for one that needs its own alignment (figures at the right). */
export interface RecordColumn {
  label: ReactNode;
  className?: string;
}

/**
 * A list of records as a table: a header row naming the columns, then one row a record, whose cells
 * (its own <th scope="row"> among them, where the list has one) the caller renders. The one shape
 * behind the console's lists, the builder's dialogs and the family's media lists.
 */
export function RecordTable<T>({
  caption,
  captionClassName,
  className,
  columns,
  rows,
  rowKey,
  children,
}: {
  /** The table's name; none where a heading right above already names it. */
  caption?: ReactNode;
  captionClassName?: string;
  className?: string;
  columns: ReadonlyArray<string | RecordColumn>;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The cells of one record's row. */
  children: (row: T) => ReactNode;
}) {
  return (
    <table className={className}>
      {caption !== undefined && <caption className={captionClassName}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => {
            const { label, className: columnClass } = typeof column === 'string' ? { label: column } : column;
            return (
              <th key={index} scope="col" className={columnClass}>
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>{children(row)}</tr>
        ))}
      </tbody>
    </table>
  );
}
