import { describe, expect, it } from 'vitest';
import { flattenQuery } from './flatten-query.ts';

const flat = (query: Record<string, unknown> | undefined) => decodeURIComponent(flattenQuery(query).toString());

describe('flattenQuery', () => {
  it('flattens nested objects with dotted keys and repeats list keys', () => {
    expect(flat({ paging: { page: 1, size: 20 }, ids: [1, 2] })).toBe('paging.page=1&paging.size=20&ids=1&ids=2');
  });

  it('flattens deeper nesting', () => {
    expect(flat({ filter: { date: { from: 'a', to: 'b' } } })).toBe('filter.date.from=a&filter.date.to=b');
  });

  it('drops undefined and null, at any depth and inside lists', () => {
    expect(flat({ a: undefined, b: null, c: { d: null, e: 1 }, f: [1, null, undefined, 2] })).toBe('c.e=1&f=1&f=2');
  });

  it('sends dates as ISO strings', () => {
    expect(flat({ from: new Date('2025-01-02T03:04:05.000Z') })).toBe('from=2025-01-02T03:04:05.000Z');
  });

  it('keeps booleans, zero, empty strings and bigints', () => {
    expect(flat({ a: false, b: 0, c: '', d: 10n })).toBe('a=false&b=0&c=&d=10');
  });

  it('gives objects inside lists their position as a dotted segment', () => {
    expect(flat({ sort: [{ field: 'name' }, { field: 'date' }] })).toBe('sort.0.field=name&sort.1.field=date');
  });

  it('encodes reserved characters in values', () => {
    expect(flattenQuery({ query: 'a&b=c d' }).toString()).toBe('query=a%26b%3Dc+d');
  });

  it('gives nothing for no query', () => {
    expect(flat(undefined)).toBe('');
    expect(flat({})).toBe('');
  });

  it('refuses values that cannot be sent', () => {
    expect(() => flattenQuery({ callback: () => 1 })).toThrow(TypeError);
  });
});
