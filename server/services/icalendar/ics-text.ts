/*
 * The text rules of iCalendar (RFC 5545) that every calendar file of Lantern writes by: the public
 * obituary's "Add to calendar" (services/obituaries/calendar-file.ts) and the staff's calendar feeds
 * (services/schedule/calendar-feed.ts). Written once here.
 */

/** 20261130T183000Z: an instant in UTC (RFC 5545 §3.3.5, form #2). */
export const utcStamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line ends are escaped in text values. */
export const escapeText = (value: string): string =>
  value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, leaving 74.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A calendar file of content lines: each folded, each ended by CRLF (RFC 5545 §3.1). */
export const icsFile = (lines: readonly string[]): string => `${lines.map(foldLine).join('\r\n')}\r\n`;

/**
 * The host that makes UIDs unique across funeral homes (RFC 5545 §3.8.4.7): the site's, or a name of
 * the company's own while no site address is set. UIDs must not change, so neither may this for a site.
 */
export const uidHost = (siteUrl: string | null, companyId: number): string =>
  siteUrl ? new URL(siteUrl).host : `company-${companyId}.lantern`;
