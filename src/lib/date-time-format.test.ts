import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format.ts';

describe('dateTimeFormat', () => {
  const instant = new Date('2026-11-30T21:00:00Z');

  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const boise = dateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'America/Boise' });
    expect(dateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'America/Boise' })).toBe(boise);
    expect(boise.format(instant)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'America/Boise' }).format(instant),
    );
  });

  it('keeps formatters of other options, zones or locales apart', () => {
    const boise = dateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'America/Boise' });
    expect(dateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' })).not.toBe(boise);
    expect(dateTimeFormat('de-DE', { dateStyle: 'full', timeZone: 'America/Boise' })).not.toBe(boise);
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Boise' })).not.toBe(boise);
    expect(dateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'America/Boise' })).not.toBe(boise);
  });
});
