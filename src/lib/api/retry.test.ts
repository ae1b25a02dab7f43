import { describe, expect, it } from 'vitest';
import { backoffDelay, defaultRetries, isNetworkError, isRetriableStatus, RETRY_STATUSES } from './retry.ts';

describe('retry rules', () => {
  it('retries exactly the statuses 408, 409, 425, 429, 500, 502, 503, 504', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (let status = 100; status < 600; status += 1) {
      expect(isRetriableStatus(status)).toBe(RETRY_STATUSES.has(status));
    }
    expect(isRetriableStatus(404)).toBe(false);
    expect(isRetriableStatus(501)).toBe(false);
  });

  it('retries GET-like methods once by default', () => {
    expect(defaultRetries('GET')).toBe(1);
    expect(defaultRetries('HEAD')).toBe(1);
    expect(defaultRetries('OPTIONS')).toBe(1);
    expect(defaultRetries('get')).toBe(1);
  });

  it('never retries writes by default', () => {
    for (const method of ['PATCH', 'POST', 'PUT', 'DELETE']) expect(defaultRetries(method)).toBe(0);
  });

  it('counts a TypeError from fetch as a network failure, but not an abort', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isNetworkError(new Error('other'))).toBe(false);
  });

  it('backs off shortly and exponentially, capped at a second', () => {
    expect([1, 2, 3, 4, 10].map(backoffDelay)).toEqual([250, 500, 1000, 1000, 1000]);
  });
});
