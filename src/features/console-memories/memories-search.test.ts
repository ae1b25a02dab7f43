import { describe, expect, it } from 'vitest';
import { memoriesSearch } from './memories-search.ts';

describe('the memories list’s address', () => {
  it('keeps a decided status, anything else being the waiting memories, and the page', () => {
    expect(memoriesSearch({ status: 'approved' })).toEqual({ status: 'approved' });
    expect(memoriesSearch({ status: 'rejected' })).toEqual({ status: 'rejected' });
    expect(memoriesSearch({ status: 'pending' })).toEqual({});
    expect(memoriesSearch({ status: 'spam', page: 2 })).toEqual({ page: 2 });
    expect(memoriesSearch({ status: 'approved', page: '1' })).toEqual({ status: 'approved' });
  });
});
