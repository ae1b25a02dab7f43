import { describe, expect, it } from 'vitest';
import { consoleRedirectTarget } from './console-redirect.ts';

describe('consoleRedirectTarget', () => {
  it.each(['/staff', '/staff/team', '/Staff/Team?page=2', '/staff/team#invite', '/about?preview=true', '/'])(
    'follows the path %s as it was typed',
    (path) => expect(consoleRedirectTarget(path)).toBe(path),
  );

  it.each([
    undefined,
    42,
    '',
    'staff/team',
    'https://evil.example/staff',
    '//evil.example/staff',
    '/\\evil.example/staff',
    '/staff\\..\\x',
    '/staff\n/team',
    '/staff\t/team',
    'javascript:alert(1)//staff',
    '/staff/sign-in',
    '/staff/sign-in?redirect=/staff/team',
    '/staff/password-reset/abc',
    '/staff/invitation/abc',
    '/family-portal/login',
  ])('leads %j to the console home instead', (value) => {
    expect(consoleRedirectTarget(value)).toBe('/staff');
  });
});
