import { z } from 'zod';
import { isPlainText, isSingleLine } from './plain-text.ts';

export { isPlainText, isSingleLine };

/*
 * Text as the API accepts it (decision 0027). PostgreSQL refuses a NUL character (U+0000) in text
 * and jsonb, and a lone UTF-16 surrogate is no character at all (it cannot be stored or sent as
 * UTF-8 without being changed), so both are refused where every string enters: each request
 * field is built from `text()` or `multilineText()` (or carries `singleLineCheck` or
 * `plainTextCheck`), and the server's 422 and the browser's forms say 'Invalid string' (spec §5
 * "other invalid strings", through the message map).
 *
 * Most fields are one line (names, emails, phones, titles, subjects, references, addresses), so
 * `text()` is one line: it also refuses control characters (U+0000–U+001F, U+007F–U+009F: CR, LF,
 * TAB…), which would otherwise reach a mail's header or a one-line display as typed.
 * Only a field a person writes paragraphs in (a message, a memory, an obituary, notes, a reason,
 * instructions) is `multilineText()`.
 */

/**
 * The check every multi-line request string carries. It raises an `invalid_format` issue without
 * words of its own, so contract/validation-messages.ts words it (spec §5 'Invalid string').
 */
export const plainTextCheck = z.superRefine<string>((value, ctx) => {
  if (!isPlainText(value)) ctx.addIssue({ code: 'invalid_format', format: 'plain_text', input: value });
});

/**
 * The check every single-line request string carries: plain text (as above) and no control
 * character. One issue a value, worded 'Invalid string' (spec §5 "other invalid strings").
 */
export const singleLineCheck = z.superRefine<string>((value, ctx) => {
  if (!isPlainText(value)) ctx.addIssue({ code: 'invalid_format', format: 'plain_text', input: value });
  else if (!isSingleLine(value)) ctx.addIssue({ code: 'invalid_format', format: 'single_line', input: value });
});

/** A one-line request string (no line break, no tab): add `.min()`, `.max()`, `.regex()` as the field needs. */
export const text = () => z.string().check(singleLineCheck);

/** A request string that may hold line breaks and tabs (a message, a memory, notes). */
export const multilineText = () => z.string().check(plainTextCheck);

/** An email address a request names. */
export const emailText = () => z.email().check(singleLineCheck);
