import { describe, expect, it } from 'vitest';
import { loginBody, loginFailedMessage, loginResult, loginThrottledMessage, session } from './auth.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

describe('loginBody', () => {
  it('accepts an email address and a password', () => {
    const body = { email: 'ruth@example.com', password: 'correct horse battery staple' };
    expect(loginBody.parse(body)).toEqual(body);
  });

  it('takes an email address up to 254 characters', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(63)}.com`;
    expect(longest).toHaveLength(254);
    expect(loginBody.parse({ email: longest, password: 'pw' }).email).toBe(longest);
    expect(issuesOf(loginBody, { email: `a${longest}`, password: 'pw' })).toEqual([
      { path: 'email', message: 'Cannot exceed 254 characters' },
    ]);
  });

  it('takes a password of 1 to 1024 characters', () => {
    expect(loginBody.parse({ email: 'ruth@example.com', password: 'p'.repeat(1024) }).password).toHaveLength(1024);
    expect(issuesOf(loginBody, { email: 'ruth@example.com', password: '' })).toEqual([
      { path: 'password', message: 'This field is required' },
    ]);
    expect(issuesOf(loginBody, { email: 'ruth@example.com', password: 'p'.repeat(1025) })).toEqual([
      { path: 'password', message: 'Cannot exceed 1024 characters' },
    ]);
  });

  it('refuses an address that is not one, and a missing password', () => {
    expect(issuesOf(loginBody, { email: 'ruth' })).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'This field is required' },
    ]);
  });
});

describe('session and login result', () => {
  const current = {
    user: { id: 4, name: 'Ruth Ellis', email: 'ruth@example.com', role: 'staff', staffRole: 'director' },
    expiresAt: '2026-12-01T00:00:00.000Z',
  };

  it('names the user and role, for staff and families', () => {
    expect(session.parse(current)).toEqual(current);
    const family = { ...current, user: { ...current.user, role: 'family', staffRole: null } };
    expect(session.parse(family)).toEqual(family);
    expect(issuesOf(session, { ...current, user: { ...current.user, role: 'admin' } })).toEqual([
      { path: 'user.role', message: 'Invalid option selected. Valid options are: staff, family' },
    ]);
  });

  it('hands over a token of at least 32 characters with the session', () => {
    const token = 't'.repeat(32);
    expect(loginResult.parse({ ...current, token })).toEqual({ ...current, token });
    expect(loginResult.parse({ ...current, token: 't'.repeat(64) }).token).toHaveLength(64);
    expect(issuesOf(loginResult, { ...current, token: 't'.repeat(31) })).toEqual([
      { path: 'token', message: 'Must be at least 32 characters' },
    ]);
  });
});

describe('sign-in refusals', () => {
  it('gives one answer whichever of email or password was wrong', () => {
    expect(loginFailedMessage).toBe('Email or password is incorrect');
  });

  it('tells a throttled visitor how long to wait', () => {
    expect(loginThrottledMessage(900)).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });
});
