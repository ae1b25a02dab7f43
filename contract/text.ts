import { z } from 'zod';
import { isPlainText } from './plain-text.ts';

export { isPlainText };

/*
 * Text as the API accepts it (decision 0027). PostgreSQL refuses a NUL character (U+0000) in text
 * and jsonb, and a lone UTF-16 surrogate is no character at all (it cannot be stored or sent as
 * UTF-8 without being changed), so both are refused where every string enters: each request
 * field is built from `text()` (or carries `plainTextCheck`), and the server's 422 and the
 * browser's forms say 'Invalid string' (spec §5 "other invalid strings", through the message map).
 */

/**
 * The one check every request string carries. It raises an `invalid_format` issue without words
 * of its own, so contract/validation-messages.ts words it (spec §5 'Invalid string').
 */
export const plainTextCheck = z.superRefine<string>((value, ctx) => {
  if (!isPlainText(value)) ctx.addIssue({ code: 'invalid_format', format: 'plain_text', input: value });
});

/** A request string: add `.min()`, `.max()`, `.regex()` as the field needs. */
export const text = () => z.string().check(plainTextCheck);

/** An email address a request names. */
export const emailText = () => z.email().check(plainTextCheck);
