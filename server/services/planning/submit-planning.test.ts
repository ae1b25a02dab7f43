import { describe, expect, it } from 'vitest';
import { nameSlug } from './submit-planning.ts';

describe('nameSlug (spec §3 case nameSlug)', () => {
  it.each([
    ['Margaret Ellis', 'margaret-ellis'],
    ['  Zoë  O’Brien-Smith ', 'zoe-o-brien-smith'],
    ['José Álvarez', 'jose-alvarez'],
    ['', 'case'],
    [undefined, 'case'],
    ['李', 'case'],
  ])('%j → %s', (name, slug) => {
    expect(nameSlug(name)).toBe(slug);
  });

  it('stays short', () => {
    expect(nameSlug('a'.repeat(40) + ' ' + 'b'.repeat(40)).length).toBeLessThanOrEqual(60);
  });
});
