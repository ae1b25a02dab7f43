import { describe, expect, it } from 'vitest';
import { eventTimeText, momentText } from './moment-text.ts';

describe('momentText', () => {
  it("reads a moment in the company's zone, with the zone named", () => {
    expect(momentText('2026-05-04T17:05:00.000Z', 'America/Los_Angeles')).toBe('May 4, 2026, 10:05 AM PDT');
    expect(momentText('2026-05-04T02:30:00.000Z', 'America/New_York')).toBe('May 3, 2026, 10:30 PM EDT');
    expect(momentText(new Date('2026-12-01T12:00:00Z'), 'UTC')).toBe('December 1, 2026, 12:00 PM UTC');
  });
});

describe('eventTimeText', () => {
  it('reads an event in its own zone, with the weekday and the zone named', () => {
    expect(eventTimeText('2026-11-26T17:00:00.000Z', 'America/Los_Angeles')).toBe('Thursday, November 26, 9:00 AM PST');
    expect(eventTimeText('2026-05-04T02:30:00.000Z', 'America/New_York')).toBe('Sunday, May 3, 10:30 PM EDT');
  });
});
