import { describe, expect, it } from 'vitest';
import type { ObituaryEvent } from '#contract/obituaries.ts';
import { calendarFile, calendarFileName } from './calendar-file.ts';

const service: ObituaryEvent = {
  id: 7,
  kind: 'service',
  name: 'Funeral service',
  startsAt: '2026-11-30T18:30:00.000Z',
  endsAt: '2026-11-30T20:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  placeName: 'Maple Grove Chapel',
  address: { line1: '1420 SE Maple Grove Avenue', city: 'Portland', region: 'OR', postalCode: '97214', country: 'US' },
};

const entry = {
  event: service,
  fullName: 'Linnea Maja Sjöberg',
  url: 'https://evergreen.example/obituaries/1/linnea-maja-sjoberg',
  host: 'evergreen.example',
  now: new Date('2026-11-23T14:00:00Z'),
};

describe('calendarFile', () => {
  it('writes one event in UTC with its place, title and link, lines ended by CRLF', () => {
    const file = calendarFile(entry);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = file.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('UID:obituary-event-7@evergreen.example');
    expect(lines).toContain('DTSTAMP:20261123T140000Z');
    expect(lines).toContain('DTSTART:20261130T183000Z');
    expect(lines).toContain('DTEND:20261130T200000Z');
    expect(lines).toContain('SUMMARY:Funeral service for Linnea Maja Sjöberg');
    expect(lines).toContain('LOCATION:Maple Grove Chapel\\, 1420 SE Maple Grove Avenue\\, Portland\\, OR 97214\\, US');
    expect(lines).toContain('URL:https://evergreen.example/obituaries/1/linnea-maja-sjoberg');
    expect(file.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('gives an event without an end one hour', () => {
    const lines = calendarFile({ ...entry, event: { ...service, endsAt: null } }).split('\r\n');
    expect(lines).toContain('DTEND:20261130T193000Z');
  });
});

describe('calendarFileName', () => {
  it('names the event and the person', () => {
    expect(calendarFileName(service, 'linnea-maja-sjoberg')).toBe('funeral-service-linnea-maja-sjoberg.ics');
  });
});
