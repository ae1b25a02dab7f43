import { isPlainText, isSingleLine } from './plain-text.ts';
import { validationText } from './validation-messages.ts';

/*
 * What the contract's string schemas say of a field, without zod: the family portal's forms check as
 * they are typed with these, so their chunks carry no schema code (the server still parses with the
 * schemas). Each gives the first of spec §5's messages the schema would give the field (the form
 * shows the first, as `schemaFieldErrors` does), or undefined; the forms' tests hold them to the
 * schemas with generated input. Two pieces are zod's, copied (importing them from zod brought a 5 KB
 * chunk of its patterns): the email pattern `z.email()` checks, and its count of a string's length in
 * code points; the test fails when zod's change.
 */

/** zod's `regexes.email`, the pattern of `z.email()`. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** A string's length as zod's `.min()` and `.max()` count it: a surrogate pair is one character. */
export function codePointLength(value: string): number {
  let count = value.length;
  for (let i = 0; i < value.length - 1; i += 1) {
    if ((value.charCodeAt(i) & 0xfc00) === 0xd800 && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count -= 1;
      i += 1;
    }
  }
  return count;
}

/** zod's words for a `.min(n)` of a string: one character is a required field left empty. */
const tooShort = (min: number) => (min === 1 ? validationText.required : validationText.minLength(String(min)));

/** A string schema's rules, in the order zod checks them: `text()` or `multilineText()`, then `.trim()`, `.min()`, `.max()`, `.regex()`. */
export interface TextRules {
  /** `multilineText()`: line breaks and tabs allowed (else `text()`: one line). */
  multiline?: boolean;
  /** `.trim()` before the bounds and the pattern. */
  trim?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
}

/** What a `text()` or `multilineText()` schema with these rules says of the value (text.ts). */
export function textIssue(value: string, rules: TextRules): string | undefined {
  if (!isPlainText(value) || (!rules.multiline && !isSingleLine(value))) return validationText.otherString;
  const checked = rules.trim ? value.trim() : value;
  const length = codePointLength(checked);
  if (rules.min !== undefined && length < rules.min) return tooShort(rules.min);
  if (rules.max !== undefined && length > rules.max) return validationText.maxLength(String(rules.max));
  if (rules.pattern && !rules.pattern.test(checked)) return validationText.pattern;
  return undefined;
}

/** `emailText().max(max)` (text.ts): an address zod's `z.email()` takes (one line by its pattern), then its length. */
export function emailTextIssue(value: string, max: number): string | undefined {
  if (!emailPattern.test(value)) return validationText.email;
  if (codePointLength(value) > max) return validationText.maxLength(String(max));
  return undefined;
}
