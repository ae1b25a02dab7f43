import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsFile, uidHost, utcStamp } from './ics-text.ts';

describe('utcStamp', () => {
  it('writes an instant in UTC without separators or milliseconds', () => {
    expect(utcStamp(new Date('2026-11-30T18:30:05.123Z'))).toBe('20261130T183005Z');
  });
});

describe('escapeText', () => {
  it('escapes what iCalendar text reserves', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('keeps short lines whole', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('folds at 75 octets, continuation lines at 74 after their space, never inside a character', () => {
    const folded = foldLine(`DESCRIPTION:${'ö'.repeat(80)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ö'.repeat(80)}`);
    expect(new TextEncoder().encode(lines[0]).length).toBe(74);
  });
});

describe('icsFile', () => {
  it('folds every line and ends each with CRLF', () => {
    const file = icsFile(['BEGIN:VCALENDAR', `X-LONG:${'a'.repeat(100)}`, 'END:VCALENDAR']);
    expect(file).toBe(`BEGIN:VCALENDAR\r\nX-LONG:${'a'.repeat(68)}\r\n ${'a'.repeat(32)}\r\nEND:VCALENDAR\r\n`);
  });
});

describe('uidHost', () => {
  it("is the site's host, or the company's own name without a site address", () => {
    expect(uidHost('https://evergreen.example', 4)).toBe('evergreen.example');
    expect(uidHost(null, 4)).toBe('company-4.lantern');
  });
});
