/**
 * The largest value of a PostgreSQL `integer` column, which every id and counter column is
 * (server/db/columns.ts `id()`, `revision`, `version`, `location_id`...). Zod-free, so public
 * routes can tell an id that cannot exist without loading schema code (decision 0007).
 */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
