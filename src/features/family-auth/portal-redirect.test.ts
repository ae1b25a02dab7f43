import { describe, expect, it } from 'vitest';
import { loginSearch } from './login-search.ts';
import { portalRedirectTarget } from './portal-redirect.ts';

describe('portalRedirectTarget', () => {
  it.each([
    '/family-portal',
    '/family-portal/',
    '/Family-Portal/12/whitfield?x=1',
    '/FAMILY-PORTAL/12/whitfield/statement#balance',
    '/family-portal?x=1',
  ])('follows the portal path %s as it was typed', (path) => {
    expect(portalRedirectTarget(path)).toBe(path);
  });

  it.each([
    undefined,
    42,
    '',
    'family-portal/12',
    'https://evil.example/family-portal',
    '//evil.example/family-portal',
    '/\\evil.example/family-portal',
    '/family-portal\\..\\x',
    '/family-portal\n/x',
    '/family-portalx',
    '/about',
    '/plan-now?next=/family-portal',
    'javascript:alert(1)//family-portal',
  ])('leads %j to the portal home instead', (value) => {
    expect(portalRedirectTarget(value)).toBe('/family-portal');
  });
});

describe('loginSearch', () => {
  it('keeps a string redirect and drops everything else', () => {
    expect(loginSearch({ redirect: '/family-portal/1/x?x=1', other: 'y' })).toEqual({
      redirect: '/family-portal/1/x?x=1',
    });
    expect(loginSearch({ redirect: 5 })).toEqual({});
    expect(loginSearch({})).toEqual({});
  });
});
