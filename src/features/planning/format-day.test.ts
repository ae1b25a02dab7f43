import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day.ts';

describe('formatDay', () => {
  it('shows the calendar day itself, whatever the time zone', () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, 0, 12),
    );
    expect(formatDay('2026-01-12')).toBe(expected);
    expect(formatDay('2026-01-12')).toMatch(/12/);
  });

  it('leaves text that is no day as it is', () => {
    expect(formatDay('someday')).toBe('someday');
  });
});
