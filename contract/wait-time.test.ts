import { describe, expect, it } from 'vitest';
import { waitText } from './wait-time.ts';

describe('waitText', () => {
  it('rounds up to whole minutes, never below one', () => {
    expect(waitText(0)).toBe('1 minute');
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(900)).toBe('15 minutes');
    expect(waitText(3600)).toBe('60 minutes');
  });

  it('says hours past two hours, rounded up', () => {
    expect(waitText(7200)).toBe('120 minutes');
    expect(waitText(7201)).toBe('3 hours');
  });
});
