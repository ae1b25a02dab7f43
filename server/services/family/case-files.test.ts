import { describe, expect, it } from 'vitest';
import type { MediaVariant } from '#server/db/schema.ts';
import { caseFileSigner, secondsLeft } from './case-files.ts';

/* A signed file link lasts at most an hour (decision 0050), on a fixed clock. */

const signer = caseFileSigner('a test key that is long enough for the signer');
const photo: MediaVariant = { key: '7/31/640.webp', contentType: 'image/webp', width: 640, height: 320, byteSize: 1 };
const at = (iso: string) => new Date(iso);
const linkAt = (now: Date) => signer.linksFor(7, now).url(31, photo);
const expiresOf = (url: string) => Number(new URL(url, 'http://localhost').searchParams.get('expires'));
const signatureOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('signature')!;
const seconds = (date: Date) => date.getTime() / 1000;

describe('signed links to a case file', () => {
  it('never outlive the hour from when they are made', () => {
    const now = at('2026-03-02T10:00:01Z');
    expect(expiresOf(linkAt(now))).toBeLessThanOrEqual(seconds(at('2026-03-02T11:00:01Z')));
    expect(expiresOf(linkAt(now))).toBe(seconds(at('2026-03-02T11:00:00Z')));
  });

  it('last 45 to 60 minutes, whenever they are made', () => {
    const start = seconds(at('2026-03-02T10:00:00Z'));
    for (let second = 0; second <= 2 * 3600; second += 7) {
      const now = new Date((start + second) * 1000 + 500);
      const lifetime = expiresOf(linkAt(now)) - seconds(now);
      expect(lifetime, now.toISOString()).toBeGreaterThan(45 * 60);
      expect(lifetime, now.toISOString()).toBeLessThanOrEqual(3600);
    }
  });

  it('are the same URL within a quarter hour, so a refetched page keeps its cached images', () => {
    const first = linkAt(at('2026-03-02T10:00:00Z'));
    expect(linkAt(at('2026-03-02T10:14:59.999Z'))).toBe(first);
    expect(linkAt(at('2026-03-02T10:15:00Z'))).not.toBe(first);
  });

  it('open until they expire and not a second after', () => {
    const url = linkAt(at('2026-03-02T10:00:01Z'));
    const expires = expiresOf(url);
    const opens = (now: Date) => signer.verify(7, 31, '640.webp', expires, signatureOf(url), now);
    expect(opens(at('2026-03-02T10:00:01Z'))).toBe(true);
    expect(opens(new Date(expires * 1000))).toBe(true);
    expect(opens(new Date(expires * 1000 + 1000))).toBe(false);
  });

  it('may be cached only for the whole seconds they still open', () => {
    const expires = seconds(at('2026-03-02T11:00:00Z'));
    expect(secondsLeft(expires, at('2026-03-02T10:00:01Z'))).toBe(3599);
    expect(secondsLeft(expires, at('2026-03-02T10:59:59.001Z'))).toBe(0);
    expect(secondsLeft(expires, at('2026-03-02T12:00:00Z'))).toBe(0);
  });
});
