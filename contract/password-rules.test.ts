import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { newPassword } from './password-rules.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

const body = z.object({ password: newPassword });

describe('newPassword', () => {
  it('takes 12 to 128 characters', () => {
    expect(body.parse({ password: 'p'.repeat(12) }).password).toHaveLength(12);
    expect(body.parse({ password: 'p'.repeat(128) }).password).toHaveLength(128);
  });

  it('refuses 11 and 129 characters in spec §5 words', () => {
    expect(issuesOf(body, { password: 'p'.repeat(11) })).toEqual([
      { path: 'password', message: 'Must be at least 12 characters' },
    ]);
    expect(issuesOf(body, { password: 'p'.repeat(129) })).toEqual([
      { path: 'password', message: 'Cannot exceed 128 characters' },
    ]);
  });

  it('refuses a missing password and a NUL', () => {
    expect(issuesOf(body, {})).toEqual([{ path: 'password', message: 'This field is required' }]);
    expect(issuesOf(body, { password: 'twelve chars\u0000' })).toEqual([
      { path: 'password', message: 'Invalid string' },
    ]);
  });
});
