import { describe, expect, it } from 'vitest';
import { pageSearch } from './page-search.ts';

describe('pageSearch', () => {
  it('keeps a page after the first', () => {
    expect(pageSearch({ page: 3 })).toEqual({ page: 3 });
    expect(pageSearch({ page: '2' })).toEqual({ page: 2 });
  });

  it('drops the first page and anything that is not a page', () => {
    for (const page of [1, 0, -2, 1.5, 'two', null, undefined, 10_001])
      expect(pageSearch({ page }), String(page)).toEqual({});
  });
});
