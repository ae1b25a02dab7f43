import { describe, expect, it } from 'vitest';
import { changedFields, stableJson } from './module-values.ts';

describe('module values', () => {
  it('compares objects whatever their key order', () => {
    expect(stableJson({ a: 1, b: { d: 2, c: [1, { f: 1, e: 2 }] } })).toBe(
      stableJson({ b: { c: [1, { e: 2, f: 1 }], d: 2 }, a: 1 }),
    );
  });

  it('names only the top-level fields that changed, never id or type', () => {
    const hero = { id: 'h', type: 'hero', heading: 'A', subheading: 'B', image: { id: 'i', src: '/a', alt: '' } };
    expect(changedFields(hero, { ...hero })).toBeNull();
    expect(changedFields(hero, { ...hero, heading: 'C', id: 'x' })).toEqual({ heading: 'C' });
    const { subheading: _gone, ...withoutSub } = hero;
    expect(changedFields(hero, withoutSub)).toEqual({ subheading: undefined });
    expect(changedFields(hero, { ...hero, image: { alt: '', src: '/a', id: 'i' } })).toBeNull();
  });
});
