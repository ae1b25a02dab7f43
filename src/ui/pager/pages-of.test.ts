import { describe, expect, it } from 'vitest';
import { pagesOf } from './pages-of.ts';

describe('pagesOf', () => {
  it('counts the pages a list takes, one at least', () => {
    expect(pagesOf(0, 20)).toBe(1);
    expect(pagesOf(20, 20)).toBe(1);
    expect(pagesOf(21, 20)).toBe(2);
    expect(pagesOf(60, 20)).toBe(3);
  });
});
