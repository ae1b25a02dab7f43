import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOf, pagingQuery } from './paging.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

describe('pagingQuery', () => {
  it('starts at page 1 with 20 items when the query names neither', () => {
    expect(pagingQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('reads page and page size from query text', () => {
    expect(pagingQuery.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it('allows page sizes from 1 to 100', () => {
    expect(pagingQuery.parse({ pageSize: '1' })).toEqual({ page: 1, pageSize: 1 });
    expect(pagingQuery.parse({ pageSize: '100' })).toEqual({ page: 1, pageSize: 100 });
    expect(issuesOf(pagingQuery, { pageSize: '0' })).toEqual([{ path: 'pageSize', message: 'Must be at least 1' }]);
    expect(issuesOf(pagingQuery, { pageSize: '101' })).toEqual([{ path: 'pageSize', message: 'Cannot exceed 100' }]);
  });

  it('refuses page 0 and pages between whole numbers', () => {
    expect(issuesOf(pagingQuery, { page: '0' })).toEqual([{ path: 'page', message: 'Must be at least 1' }]);
    expect(issuesOf(pagingQuery, { page: '1.5' })).toEqual([{ path: 'page', message: 'Expected number' }]);
  });

  it('reads only canonical digits (decision 0056): "016" or "1e1" is no page', () => {
    for (const text of ['0x10', '016', ' 16', '16.0', '+16', '0o20', '1e1']) {
      expect(issuesOf(pagingQuery, { page: text }), text).toEqual([{ path: 'page', message: 'Expected number' }]);
      expect(issuesOf(pagingQuery, { pageSize: text }), text).toEqual([
        { path: 'pageSize', message: 'Expected number' },
      ]);
    }
  });
});

describe('pageOf', () => {
  const names = pageOf(z.string());

  it('answers the items with page, page size and total', () => {
    const answer = { items: ['a', 'b'], page: 2, pageSize: 2, total: 5 };
    expect(names.parse(answer)).toEqual(answer);
  });

  it('checks each item and the whole-number counts', () => {
    expect(issuesOf(names, { items: ['a', 3], page: 1.5, pageSize: 2 })).toEqual([
      { path: 'items.1', message: 'Expected string' },
      { path: 'page', message: 'Expected integer' },
      { path: 'total', message: 'This field is required' },
    ]);
  });
});
