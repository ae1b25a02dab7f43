/*
 * Zod-free, so public pages can check what a visitor typed (a search in the URL) without loading
 * schema code (decision 0007). PostgreSQL refuses a NUL character (U+0000) in text and jsonb, and a
 * lone UTF-16 surrogate is no character at all; `text()` (text.ts) refuses both with this check.
 */

// With the u flag a paired surrogate is one astral character, so \p{Cs} matches only lone halves.
const unstorable = /[\0\p{Cs}]/u;

/** Whether a string can be stored and sent as it is: no NUL, no unpaired surrogate. */
export const isPlainText = (value: string): boolean => !unstorable.test(value);
