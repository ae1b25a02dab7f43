import { describe, expect, it } from 'vitest';
import { redirectSearch } from '#src/lib/redirect-search.ts';
import { sameOriginPath } from './same-origin-path.ts';

describe('sameOriginPath', () => {
  it.each(['/', '/staff/team?page=2', '/family-portal/12/x#y'])('keeps the path %s', (path) =>
    expect(sameOriginPath(path)).toBe(path),
  );

  it.each([
    undefined,
    7,
    '',
    'staff',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/a\nb',
    '/a\u007fb',
  ])('refuses %j', (value) => expect(sameOriginPath(value)).toBeNull());
});

describe('redirectSearch', () => {
  it('keeps a string redirect and drops everything else', () => {
    expect(redirectSearch({ redirect: '/staff/team?page=2', other: 'x' })).toEqual({ redirect: '/staff/team?page=2' });
    expect(redirectSearch({ redirect: 5 })).toEqual({});
    expect(redirectSearch({})).toEqual({});
  });
});
