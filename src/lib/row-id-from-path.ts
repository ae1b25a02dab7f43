import { INTEGER_COLUMN_MAX } from '#contract/integer-column.ts';

/**
 * The row id a path segment names, or null when it cannot name one: not all digits, zero, or too
 * large for its column. Zod-free, so a public route can answer 404 without asking the server.
 */
export function rowIdFromPath(segment: string): number | null {
  if (!/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= INTEGER_COLUMN_MAX ? id : null;
}
