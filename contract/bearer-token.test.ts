import { describe, expect, it } from 'vitest';
import { stripBearer } from './bearer-token.ts';

describe('stripBearer', () => {
  it('removes a leading "Bearer " so it is never doubled', () => {
    expect(stripBearer('Bearer abc.def')).toBe('abc.def');
  });

  it('matches the scheme in any case and with extra spaces', () => {
    expect(stripBearer('bearer   abc')).toBe('abc');
    expect(stripBearer('  BEARER abc  ')).toBe('abc');
  });

  it('removes a doubled scheme word', () => {
    expect(stripBearer('Bearer Bearer abc')).toBe('abc');
  });

  it('leaves a bare token and a token merely containing "Bearer" alone', () => {
    expect(stripBearer('abc')).toBe('abc');
    expect(stripBearer('abcBearer def')).toBe('abcBearer def');
    expect(stripBearer('Bearerabc')).toBe('Bearerabc');
  });

  it('answers null for no token: nothing, blanks or the scheme word alone', () => {
    expect(stripBearer(undefined)).toBeNull();
    expect(stripBearer(null)).toBeNull();
    expect(stripBearer('')).toBeNull();
    expect(stripBearer('   ')).toBeNull();
    expect(stripBearer('Bearer')).toBeNull();
    expect(stripBearer('Bearer   ')).toBeNull();
  });
});
