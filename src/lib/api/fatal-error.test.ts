import { describe, expect, it } from 'vitest';
import { ApiFatalError, isApiFatalError } from './fatal-error.ts';

describe('ApiFatalError', () => {
  it('carries status, status message, issues and body', () => {
    const issues = [{ path: 'email', message: 'Please enter a valid email address' }];
    const error = new ApiFatalError({ status: 422, statusText: 'Unprocessable Content', issues, body: { issues } });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiFatalError');
    expect(error.message).toBe('Unprocessable Content');
    expect(error.status).toBe(422);
    expect(error.statusText).toBe('Unprocessable Content');
    expect(error.issues).toEqual(issues);
    expect(error.body).toEqual({ issues });
  });

  it('says "<status> Error" when the status has no message', () => {
    const error = new ApiFatalError({ status: 418, statusText: undefined });
    expect(error.message).toBe('418 Error');
    expect(error.statusText).toBeUndefined();
  });

  it('is recognised by isApiFatalError and nothing else is', () => {
    expect(isApiFatalError(new ApiFatalError({ status: 500, statusText: 'Internal Server Error' }))).toBe(true);
    expect(isApiFatalError(new Error('x'))).toBe(false);
    expect(isApiFatalError({ status: 500, message: 'x' })).toBe(false);
  });
});
