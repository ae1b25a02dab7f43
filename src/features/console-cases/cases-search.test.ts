import { describe, expect, it } from 'vitest';
import { casesSearch } from './cases-search.ts';

describe('the cases list address', () => {
  it('keeps the words, the plan type, the location and the page', () => {
    expect(casesSearch({ q: '  ellis ', status: 'PRE_PLAN', locationId: '2', page: 3 })).toEqual({
      q: 'ellis',
      status: 'PRE_PLAN',
      locationId: 2,
      page: 3,
    });
  });

  it('drops what the filters do not offer instead of refusing the link', () => {
    expect(casesSearch({ q: '   ', status: 'LATER', locationId: '02', page: 'x' })).toEqual({});
    expect(casesSearch({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('keeps a director: me, none or an account, and drops anything else (decision 0105)', () => {
    expect(casesSearch({ director: 'me' })).toEqual({ director: 'me' });
    expect(casesSearch({ director: 'none' })).toEqual({ director: 'none' });
    expect(casesSearch({ director: '12' })).toEqual({ director: 12 });
    expect(casesSearch({ director: 12 })).toEqual({ director: 12 });
    expect(casesSearch({ director: 'someone' })).toEqual({});
    expect(casesSearch({ director: '0' })).toEqual({});
  });

  it('reads a number the router parsed as words', () => {
    expect(casesSearch({ q: 1942 })).toEqual({ q: '1942' });
  });
});
