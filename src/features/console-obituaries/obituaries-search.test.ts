import { describe, expect, it } from 'vitest';
import { publicationStates } from '#contract/obituary-publication.ts';
import { obituariesSearch } from './obituaries-search.ts';

describe('the obituary list’s address', () => {
  it('keeps every publication state and a trimmed name, and drops what is neither', () => {
    for (const state of publicationStates) expect(obituariesSearch({ state })).toEqual({ state });
    expect(obituariesSearch({ state: 'deleted', q: '  whit ' })).toEqual({ q: 'whit' });
    expect(obituariesSearch({ state: ['ready'], q: 42 })).toEqual({});
    expect(obituariesSearch({ q: '   ' })).toEqual({});
    expect(obituariesSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
});
