import { describe, expect, it } from 'vitest';
import { textSummary } from './text-summary.ts';

describe('textSummary', () => {
  it('drops markup, keeps words apart across blocks and decodes entities', () => {
    expect(textSummary('<p>Ingrid <em>loved</em> dogs &amp; coffee.</p><p>She taught piano.</p>')).toBe(
      'Ingrid loved dogs & coffee. She taught piano.',
    );
    expect(textSummary('<p>O&#39;Brien &lt;3</p>')).toBe("O'Brien <3");
  });

  it('cuts a long text at the last sentence end past half the limit', () => {
    const text = `<p>${'a'.repeat(60)}. ${'b'.repeat(30)}. ${'c'.repeat(100)}</p>`;
    expect(textSummary(text, 120)).toBe(`${'a'.repeat(60)}. ${'b'.repeat(30)}.`);
  });

  it('otherwise cuts at a word end and says it was cut', () => {
    expect(textSummary('<p>one two three four five six</p>', 15)).toBe('one two three…');
    expect(textSummary('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('is empty for an empty text', () => {
    expect(textSummary('')).toBe('');
  });
});
