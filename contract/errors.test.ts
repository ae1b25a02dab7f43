import { describe, expect, it } from 'vitest';
import { apiError } from './errors.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

describe('apiError', () => {
  it('accepts a status message with or without its issues, keeping them', () => {
    const notFound = { status: 404, message: 'Not Found' };
    const refused = {
      status: 422,
      message: 'Unprocessable Content',
      issues: [{ path: 'email', message: 'This field is required' }],
    };
    expect(apiError.parse(notFound)).toEqual(notFound);
    expect(apiError.parse(refused)).toEqual(refused);
  });

  it('refuses a body without a whole-number status and a message', () => {
    expect(issuesOf(apiError, { status: 4.5 })).toEqual([
      { path: 'status', message: 'Expected integer' },
      { path: 'message', message: 'This field is required' },
    ]);
  });

  it('refuses issues without a path or message', () => {
    expect(issuesOf(apiError, { status: 422, message: 'Unprocessable Content', issues: [{ path: 'email' }] })).toEqual([
      { path: 'issues.0.message', message: 'This field is required' },
    ]);
  });
});
