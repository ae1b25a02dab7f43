import { describe, expect, it } from 'vitest';
import { pageSearch } from './page-search.ts';

describe('pageSearch', () => {
  it('keeps a page after the first', () => {
    expect(pageSearch({ page: 3 })).toEqual({ page: 3 });
    expect(pageSearch({ page: '2' })).toEqual({ page: 2 });
    expect(pageSearch({ page: 10_000 })).toEqual({ page: 10_000 });
  });

  it('drops the first page and anything that is not a page', () => {
    for (const page of [1, 0, -2, 1.5, 'two', null, undefined, true, 10_001, 2_147_483_647, '10001'])
      expect(pageSearch({ page }), String(page)).toEqual({});
  });

  it('reads text only in canonical digits, as ids are read (decision 0056)', () => {
    for (const page of ['02', ' 2', '2.0', '+2', '0x2', '1e1', ''])
      expect(pageSearch({ page }), JSON.stringify(page)).toEqual({});
  });
});
