/*
 * Zod-free, so public pages can check what a visitor typed (a search in the URL) without loading
 * schema code (decision 0007). PostgreSQL refuses a NUL character (U+0000) in text and jsonb, and a
 * lone UTF-16 surrogate is no character at all; `text()` (text.ts) refuses both with this check.
 * A single-line field (a name, an email, a subject) also refuses control characters: a line break
 * in a name would end a mail header or start a new line where none belongs.
 */

// With the u flag a paired surrogate is one astral character, so \p{Cs} matches only lone halves.
const unstorable = /[\0\p{Cs}]/u;

// C0 (U+0000–U+001F: NUL, TAB, LF, CR, ESC…), DEL and C1 (U+007F–U+009F, NEL among them).
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a string can be stored and sent as it is: no NUL, no unpaired surrogate. */
export const isPlainText = (value: string): boolean => !unstorable.test(value);

/** Whether a string holds no control character at all (no line break, no tab): one line of text. */
export const isSingleLine = (value: string): boolean => !controlCharacter.test(value);
