import { describe, expect, it } from 'vitest';
import { foldName, nameSlug } from './name-fold.ts';

describe('foldName', () => {
  it.each([
    ['Björk', 'bjork'],
    ['  Ingrid   MARIE\tBjörk ', 'ingrid marie bjork'],
    ['José Núñez García', 'jose nunez garcia'],
    ['Ødegård', 'odegard'],
    ['Łukasz Đorđević', 'lukasz dordevic'],
    ['Þór Aðalsteinsson', 'thor adalsteinsson'],
    ['Straße', 'strasse'],
    ['Æsa Cœur', 'aesa coeur'],
    ['Yıldız', 'yildiz'],
    ['ﬁona', 'fiona'],
    ['O’Brien', 'o’brien'],
    ['', ''],
  ])('%j → %j', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });

  it('folds a partial query the way it folds the name, so "bjo" is inside "Björk"', () => {
    expect(foldName('Ingrid Björk').includes(foldName('BJÖ'))).toBe(true);
    expect(foldName('Ingrid Björk').includes(foldName('bjo'))).toBe(true);
  });
});

describe('nameSlug (spec §3 case nameSlug)', () => {
  it.each([
    ['Margaret Ellis', 'margaret-ellis'],
    ['  Zoë  O’Brien-Smith ', 'zoe-o-brien-smith'],
    ['José Álvarez', 'jose-alvarez'],
    ['Ingrid Ødegård', 'ingrid-odegard'],
    ['--Ann--', 'ann'],
    ['', 'case'],
    [undefined, 'case'],
    ['李', 'case'],
  ])('%j → %s', (name, slug) => {
    expect(nameSlug(name)).toBe(slug);
  });

  it('uses the fallback given when nothing is left', () => {
    expect(nameSlug('李', 'obituary')).toBe('obituary');
  });

  it('stays at most 60 characters and never ends with a dash', () => {
    const slug = nameSlug('a'.repeat(59) + ' ' + 'b'.repeat(40));
    expect(slug).toBe('a'.repeat(59));
    expect(nameSlug('c'.repeat(80))).toBe('c'.repeat(60));
  });
});
