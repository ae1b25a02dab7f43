import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/*
 * A table's row that arrived as JSON (`to_json(table)` in a subquery, decision 0069) read back as
 * drizzle reads the row itself: each column by its SQL name, through the column's own mapping
 * (timestamps to instants, numbers, JSON), so a service gets the same row either way.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const entries = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = json[column.name];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  });
  return Object.fromEntries(entries) as InferSelectModel<T>;
}
