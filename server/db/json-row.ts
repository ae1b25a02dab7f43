import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/*
 * Rows as JSON values of a larger select (decision 0069). A table's row that arrived as JSON
 * (`to_json(table)` in a subquery) is read back as drizzle reads the row itself: each column by its
 * SQL name, through the column's own mapping (timestamps to instants, numbers, JSON), so a service
 * gets the same row either way.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const entries = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = json[column.name];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  });
  return Object.fromEntries(entries) as InferSelectModel<T>;
}

/**
 * A JSON list of `item` for each row `from` finds (tables, joins and condition), in `order`; `[]` for
 * none. A subquery, for a column of a larger select (decision 0069).
 */
export const jsonList = (item: SQL, from: SQL, order?: SQL): SQL =>
  sql`(select coalesce(json_agg(${item}${order ? sql` order by ${order}` : sql``}), '[]'::json) from ${from})`;
