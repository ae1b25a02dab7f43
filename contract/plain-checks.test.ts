import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { regexes, util } from 'zod/v4/core';
import { codePointLength, emailPattern, emailTextIssue, textIssue } from './plain-checks.ts';
import { emailText, multilineText, text } from './text.ts';
import { installValidationMessages } from './validation-messages.ts';

installValidationMessages();

/** The first message zod gives the value, as a form shows it (schemaFieldErrors), or undefined. */
const zodSays = (schema: z.ZodType, value: string): string | undefined =>
  schema.safeParse(value).error?.issues[0]?.message;

/** Text of every kind: control characters, lone surrogates, spaces around, lengths at the bounds. */
const anyText = (max: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\n', '\u0000', '\ud800', 'é', '\u0085'), maxLength: 12 }),
    fc.string({ minLength: max - 3, maxLength: max + 3 }),
    fc
      .tuple(fc.stringMatching(/^ {0,3}$/), fc.string({ minLength: max - 2, maxLength: max + 2 }))
      .map(([spaces, body]) => `${spaces}${body}${spaces}`),
  );

/** Addresses zod takes and nearly takes: around the length bound, with spaces, line breaks and odd characters. */
const anyEmail = fc.oneof(
  fc.emailAddress(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc
    .tuple(fc.constantFrom('', ' ', '\n', '\t', '.', 'é'), fc.emailAddress(), fc.constantFrom('', ' ', '\n', '.'))
    .map(([before, address, after]) => `${before}${address}${after}`),
  fc.integer({ min: 240, max: 270 }).map((length) => `${'x'.repeat(length - 9)}@host.org`),
);

describe('the zod-free checks say what the contract schemas say', () => {
  it("keeps zod's own email pattern and length count", () => {
    expect(emailPattern.source).toBe(regexes.email.source);
    expect(emailPattern.flags).toBe(regexes.email.flags);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), (binary, graphemes) => {
        expect(codePointLength(binary)).toBe(util.codePointLength(binary));
        expect(codePointLength(graphemes)).toBe(util.codePointLength(graphemes));
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it.each([
    ['a trimmed line with bounds', text().trim().min(1).max(100), { trim: true, min: 1, max: 100 }, 100],
    ['a line of 2 to 20 characters', text().min(2).max(20), { min: 2, max: 20 }, 20],
    ['trimmed notes', multilineText().trim().max(50), { multiline: true, trim: true, max: 50 }, 50],
    ['notes of 1 to 50 characters', multilineText().min(1).max(50), { multiline: true, min: 1, max: 50 }, 50],
    ['a line with a pattern', text().regex(/^(\d{4})?$/), { pattern: /^(\d{4})?$/ }, 4],
    ['a trimmed line with a pattern', text().trim().regex(/^\d*$/), { trim: true, pattern: /^\d*$/ }, 4],
  ] as const)('%s', (_, schema, rules, max) => {
    fc.assert(
      fc.property(fc.oneof(anyText(max), fc.stringMatching(/^ ?\d{0,5} ?$/)), (value) => {
        expect(textIssue(value, rules)).toBe(zodSays(schema, value));
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it('an email address with a length bound', () => {
    const schema = emailText().max(254);
    fc.assert(
      fc.property(anyEmail, (value) => {
        expect(emailTextIssue(value, 254)).toBe(zodSays(schema, value));
      }),
      { seed: 42, numRuns: 600 },
    );
  });

  it.each([
    ['', 'This field is required'],
    ['   ', 'This field is required'],
    ['Ivy\nPenhallow', 'Invalid string'],
    ['a'.repeat(101), 'Cannot exceed 100 characters'],
    [` ${'a'.repeat(100)} `, undefined],
  ])('names %j: %s', (value, message) => {
    expect(textIssue(value, { trim: true, min: 1, max: 100 })).toBe(message);
  });

  it.each([
    ['', 'Please enter a valid email address'],
    ['ivy@example', 'Please enter a valid email address'],
    [' ivy@example.com', 'Please enter a valid email address'],
    [`${'x'.repeat(246)}@host.org`, 'Cannot exceed 254 characters'],
    ['ivy@example.com', undefined],
  ])('addresses %j: %s', (value, message) => {
    expect(emailTextIssue(value, 254)).toBe(message);
  });
});
