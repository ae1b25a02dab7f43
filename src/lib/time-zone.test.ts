import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './time-zone.ts';

describe('browserTimeZone (the X-TimeZone header, spec §7)', () => {
  it("asks Temporal where the browser has it: Intl's first use loads locale data, a long task on a phone", () => {
    const timeZoneId = vi.fn(() => 'America/Toronto');
    expect(browserTimeZone({ Temporal: { Now: { timeZoneId } } })).toBe('America/Toronto');
    expect(timeZoneId).toHaveBeenCalledOnce();
  });

  it('asks Intl in browsers without Temporal', () => {
    expect(browserTimeZone({})).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
