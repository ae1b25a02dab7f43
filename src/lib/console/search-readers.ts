import { rowIdFromText } from '#contract/canonical-digits.ts';

/*
 * Readers of the console lists' address filters, one per kind of value, shared by the lists. Zod-free:
 * they were route definitions' search parsers, which load with every public page before zod is
 * configured (decisions 0064, 0066); the lists now read their addresses in the console route's lazy
 * loader (decision 0068), and need no schema code there either.
 */

/** One of `values`, or undefined for anything else. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value);

/** A row id written in canonical digits (the router may have read "3" as the number 3). */
export const rowIdOf = (value: unknown): number | undefined =>
  typeof value === 'number' || typeof value === 'string' ? rowIdFromText(String(value)) : undefined;

/** Words to search for, trimmed and cut to `max`; '' when none. */
export const wordsOf = (value: unknown, max: number): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';
