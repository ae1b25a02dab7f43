import { describe, expect, it } from 'vitest';
import { rowIdFromPath } from './row-id-from-path.ts';

describe('rowIdFromPath', () => {
  it('reads a row id', () => {
    expect(rowIdFromPath('12')).toBe(12);
    expect(rowIdFromPath('2147483647')).toBe(2147483647);
  });

  it('refuses what cannot name a row', () => {
    for (const segment of ['', 'twelve', '12a', '-1', '1.5', '0', '2147483648', ' 1', '1e3'])
      expect(rowIdFromPath(segment), segment).toBeNull();
  });
});
