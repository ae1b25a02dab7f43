import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutes } from './zone-offset.ts';

describe("a zone's offset from UTC", () => {
  it('is read at the instant, daylight saving and half hours included', () => {
    expect(zoneOffsetMinutes('America/Chicago', Date.parse('2026-03-08T07:59:00Z'))).toBe(-360);
    expect(zoneOffsetMinutes('America/Chicago', Date.parse('2026-03-08T08:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('America/Chicago', new Date('2026-11-01T07:00:00Z'))).toBe(-360);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.parse('2026-06-01T00:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('America/St_Johns', Date.parse('2026-01-15T00:00:00Z'))).toBe(-210);
    expect(zoneOffsetMinutes('Australia/Sydney', Date.parse('2026-01-15T00:00:00Z'))).toBe(660);
    expect(zoneOffsetMinutes('UTC', Date.parse('2026-06-01T00:00:00Z'))).toBe(0);
  });
});
