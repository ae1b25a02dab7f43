import { describe, expect, it } from 'vitest';
import { isPlainText } from './plain-text.ts';

describe('isPlainText', () => {
  it('accepts any text with whole characters, astral ones too', () => {
    expect(isPlainText('Björk 李 😀 \t\n')).toBe(true);
    expect(isPlainText('')).toBe(true);
  });

  it('refuses NUL and a lone surrogate half, wherever it is', () => {
    expect(isPlainText('a\u0000b')).toBe(false);
    expect(isPlainText('\ud83d')).toBe(false);
    expect(isPlainText('x\ude00')).toBe(false);
  });
});
