import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailText, isPlainText, isSingleLine, multilineText, text } from './text.ts';
import { toApiIssues, validationErrorMap } from './validation-messages.ts';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: validationErrorMap });
  return result.success ? [] : toApiIssues(result.error);
};

describe('text(): strings that can be stored and sent', () => {
  it('accepts any text made of whole characters, emoji and accents included', () => {
    for (const value of ['', 'Evergreen', 'Café «Ö»', 'Peace 🕊️ and 👨‍👩‍👧', '\u00a0tab\there\nnew line'])
      expect(isPlainText(value), JSON.stringify(value)).toBe(true);
    expect(issuesOf(text().min(1), '🕊️')).toEqual([]);
  });

  it('refuses a NUL character anywhere, with spec §5 "Invalid string"', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b'])
      expect(issuesOf(text(), value), JSON.stringify(value)).toEqual([{ path: '', message: 'Invalid string' }]);
  });

  it('refuses a lone high or low surrogate but not a pair', () => {
    for (const value of ['\ud800', 'a\udfff', '\udc00\ud800', '🕊'.charAt(0)])
      expect(isPlainText(value), JSON.stringify(value)).toBe(false);
    expect(isPlainText('\ud83d\udd4a')).toBe(true);
    expect(issuesOf(text().max(10), 'x\ud800')).toEqual([{ path: '', message: 'Invalid string' }]);
  });

  it('keeps the length rules and their messages, and stays a string schema the builder can read', () => {
    const heading = text().min(1).max(3);
    expect(heading).toBeInstanceOf(z.ZodString);
    expect([heading.minLength, heading.maxLength]).toEqual([1, 3]);
    expect(issuesOf(heading, '')).toEqual([{ path: '', message: 'This field is required' }]);
    expect(issuesOf(heading, 'abcd')).toEqual([{ path: '', message: 'Cannot exceed 3 characters' }]);
  });

  it('checks email addresses too: a NUL is an invalid string besides an invalid address', () => {
    expect(issuesOf(emailText(), 'care@example.org')).toEqual([]);
    expect(issuesOf(emailText(), 'care\u0000@example.org')).toEqual([
      { path: '', message: 'Please enter a valid email address' },
      { path: '', message: 'Invalid string' },
    ]);
  });

  it('keeps single-line text to one line: no control character, CR, LF and TAB included', () => {
    const name = text().trim().min(1).max(100);
    const controls = [
      'X\r\nBcc: a@b.example',
      'Ann\nLee',
      'Ann\rLee',
      'Ann\tLee',
      'Ann\u001bLee',
      'Ann\u001fLee',
      'Ann\u007fLee',
      'Ann\u0085Lee',
      'Ann\u009fLee',
      ' Ann\n',
    ];
    for (const value of controls) {
      expect(isSingleLine(value), JSON.stringify(value)).toBe(false);
      // One issue, spec §5 "other invalid strings".
      expect(issuesOf(name, value), JSON.stringify(value)).toEqual([{ path: '', message: 'Invalid string' }]);
    }
    // The characters just outside both ranges are text: a space, "~", NBSP, and line/paragraph separators.
    for (const value of ['Ann Lee', 'Ann~Lee', 'Ann\u00a0Lee', 'Ann\u00a0', 'Zoë 李 🕊️', 'Ann\u2028Lee'])
      expect(issuesOf(name, value), JSON.stringify(value)).toEqual([]);
    // A NUL is refused once, as before.
    expect(issuesOf(name, 'a\u0000b')).toEqual([{ path: '', message: 'Invalid string' }]);
  });

  it('keeps line breaks and tabs in multi-line text, and refuses only what cannot be stored', () => {
    const message = multilineText().trim().min(1).max(100);
    expect(issuesOf(message, 'Dear Ann,\r\n\r\nWith love,\n\tLee')).toEqual([]);
    expect(message.parse('  Line one\nLine two\n')).toBe('Line one\nLine two');
    expect(issuesOf(message, 'a\u0000b')).toEqual([{ path: '', message: 'Invalid string' }]);
    expect(issuesOf(message, 'x\ud800')).toEqual([{ path: '', message: 'Invalid string' }]);
    expect(multilineText()).toBeInstanceOf(z.ZodString);
  });

  it('refuses a line break in an email address', () => {
    expect(issuesOf(emailText(), 'care@example.org\r\nBcc: a@b.example')).toContainEqual({
      path: '',
      message: 'Invalid string',
    });
  });

  it('says a record key that is no plain text is an invalid string, at the key', () => {
    expect(issuesOf(z.record(text(), z.number()), { 'a\u0000': 1, b: 2 })).toEqual([
      { path: 'a\u0000', message: 'Invalid string' },
    ]);
  });
});
