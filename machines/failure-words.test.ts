import { describe, expect, it } from 'vitest';
import { describedFailure, failureWords } from './failure-words.ts';

const unreachable = 'We could not reach the server. Please check your connection and try again.';

describe('failureWords', () => {
  it('says the words a refusal was described in, with what else it carries', () => {
    expect(failureWords({ message: 'This proof is approved', locked: true })).toBe('This proof is approved');
    expect(describedFailure({ reason: 'conflict', message: 'Changed meanwhile' })).toEqual({
      reason: 'conflict',
      message: 'Changed meanwhile',
    });
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['nothing', null],
    ['undefined', undefined],
    ['a bare string', 'offline'],
    ['an object without words', { status: 503 }],
    ['an empty message', { reason: 'conflict', message: '' }],
    ['a message that is no text', { message: 503 }],
  ])('says the server could not be reached for %s', (_, error) => {
    expect(failureWords(error)).toBe(unreachable);
    expect(describedFailure(error)).toBeNull();
  });
});
