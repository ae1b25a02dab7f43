import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { obituaryTextHtml } from './family-obituary.ts';
import { OBITUARY_TEXT_MAX, obituaryTextIssue } from './obituary-text-rule.ts';
import { installValidationMessages } from './validation-messages.ts';

installValidationMessages();

describe('the obituary text rule without zod', () => {
  it('says what the schema says of any text: too long, marks left over, characters never stored', () => {
    const schema = obituaryTextHtml();
    const piece = fc.constantFrom(
      '<p>',
      '</p>',
      '<strong>',
      '*',
      '**',
      '](',
      '[a](b)',
      'He was',
      '\u0000',
      '\ud800',
      '\n',
    );
    const html = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('')),
      fc
        .tuple(fc.integer({ min: OBITUARY_TEXT_MAX - 2, max: OBITUARY_TEXT_MAX + 2 }), piece)
        .map(([length, tail]) => `${'a'.repeat(length - tail.length)}${tail}`),
    );
    fc.assert(
      fc.property(html, (text) => {
        const issue = obituaryTextIssue(text);
        const first = schema.safeParse(text).error?.issues[0];
        expect(issue?.message).toBe(first?.message);
        expect(issue?.tooLong ?? false).toBe(first?.code === 'too_big');
      }),
      { seed: 5, numRuns: 300 },
    );
  });
});
