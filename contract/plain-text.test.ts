import { describe, expect, it } from 'vitest';
import { isPlainText, isSingleLine } from './plain-text.ts';

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

describe('isSingleLine', () => {
  it('refuses every C0 and C1 control character and DEL, and nothing else', () => {
    for (let code = 0; code <= 0xff; code += 1) {
      const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f);
      expect(isSingleLine(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(!control);
    }
    expect(isSingleLine('Björk 李 😀')).toBe(true);
    expect(isSingleLine('')).toBe(true);
  });
});
