import { INTEGER_COLUMN_MAX } from './integer-column.ts';

/*
 * Decision 0056: a number that arrives as text (a path segment, a query value) is read only when
 * it is written the one way, in canonical decimal digits: no sign, no leading zero, no spaces, no
 * point, no exponent. `Number()` also reads "0x10", "016", " 16", "16.0", "+16", "0o20" and
 * "1e1", which gave one row many addresses and one signed link many spellings. Zod-free, so the
 * browser's public routes read ids by the same rule without schema code (decision 0007).
 */

const canonicalDigits = /^(?:0|[1-9][0-9]*)$/;

/** The whole number `text` writes in canonical decimal digits, else undefined. */
export function numberFromText(text: string): number | undefined {
  return canonicalDigits.test(text) ? Number(text) : undefined;
}

/** The row id `text` names: canonical digits from 1 to what an id column holds, else undefined. */
export function rowIdFromText(text: string): number | undefined {
  const id = numberFromText(text);
  return id !== undefined && id >= 1 && id <= INTEGER_COLUMN_MAX ? id : undefined;
}
