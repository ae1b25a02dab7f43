import { describe, expect, it } from 'vitest';
import { publicationStates } from '#contract/obituary-publication.ts';
import { obituariesSearch } from './obituaries-search.ts';

describe('the obituary list’s address', () => {
  it('keeps every publication state, a trimmed name and the page, and drops what is none of them', () => {
    for (const state of publicationStates) expect(obituariesSearch({ state })).toEqual({ state });
    expect(obituariesSearch({ state: 'deleted', q: '  whit ' })).toEqual({ q: 'whit' });
    // The router reads ?q=42 as a number: it is still the words typed (as the cases list keeps them).
    expect(obituariesSearch({ state: ['ready'], q: 42 })).toEqual({ q: '42' });
    expect(obituariesSearch({ q: '   ' })).toEqual({});
    expect(obituariesSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
    expect(obituariesSearch({ state: 'ready', page: 3 })).toEqual({ state: 'ready', page: 3 });
    expect(obituariesSearch({ page: 1 })).toEqual({});
  });
});
