import { describe, expect, it } from 'vitest';
import { statusMessage } from './status-messages.ts';

describe('statusMessage', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [422, 'Unprocessable Content'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])('says %i in spec §8 words: %s', (status, message) => {
    expect(statusMessage(status)).toBe(message);
  });

  it('has no words for a status spec §8 does not list', () => {
    expect(statusMessage(200)).toBeUndefined();
    expect(statusMessage(409)).toBeUndefined();
  });
});
