import { describe, expect, it } from 'vitest';
import {
  passwordResetBody,
  passwordResetPagePath,
  passwordResetRequestBody,
  passwordResetThrottledMessage,
  passwordResetTokenParam,
} from './password-reset.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

describe('password reset schemas', () => {
  it('asks for a link with an email address', () => {
    expect(passwordResetRequestBody.parse({ email: 'rose@family.example' })).toEqual({ email: 'rose@family.example' });
    expect(issuesOf(passwordResetRequestBody, { email: 'rose' })).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(issuesOf(passwordResetRequestBody, {})).toEqual([{ path: 'email', message: 'This field is required' }]);
  });

  it('sets a password of the new-password rules', () => {
    expect(issuesOf(passwordResetBody, { password: 'short' })).toEqual([
      { path: 'password', message: 'Must be at least 12 characters' },
    ]);
  });

  it('takes any token text up to 256 characters (unknown ones answer 404, not 422)', () => {
    expect(passwordResetTokenParam.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(issuesOf(passwordResetTokenParam, { token: 'a'.repeat(257) })).toEqual([
      { path: 'token', message: 'Cannot exceed 256 characters' },
    ]);
  });

  it("links to the portal's page, or the console's for a staff account, and says how long to wait", () => {
    expect(passwordResetPagePath('A-b_c')).toBe('/family-portal/password-reset/A-b_c');
    expect(passwordResetPagePath('A-b_c', 'family')).toBe('/family-portal/password-reset/A-b_c');
    expect(passwordResetPagePath('A-b_c', 'staff')).toBe('/staff/password-reset/A-b_c');
    expect(passwordResetThrottledMessage(61)).toBe(
      'Too many requests to reset a password. Please wait 2 minutes and try again.',
    );
  });
});
