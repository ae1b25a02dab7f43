import { describe, expect, it } from 'vitest';
import { changeText, statusText } from './team-text.ts';

const now = new Date('2026-03-02T09:00:00Z');
const long = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

describe('statusText', () => {
  it('names active and disabled accounts', () => {
    expect(statusText({ status: 'active', invitationExpiresAt: null }, now)).toBe('Active');
    expect(statusText({ status: 'disabled', invitationExpiresAt: null }, now)).toBe('Disabled');
  });

  it('says until when an invitation works, or that it ended', () => {
    expect(statusText({ status: 'invited', invitationExpiresAt: '2026-03-09T09:00:00Z' }, now)).toBe(
      `Invited: the link works until ${long('2026-03-09T09:00:00Z')}`,
    );
    expect(statusText({ status: 'invited', invitationExpiresAt: '2026-03-02T09:00:00Z' }, now)).toBe(
      'Invited: the link has expired',
    );
    expect(statusText({ status: 'invited', invitationExpiresAt: null }, now)).toBe('Invited: the link has expired');
  });
});

describe('changeText', () => {
  it('says what was done, by whom and when', () => {
    const at = '2026-03-01T12:00:00Z';
    expect(changeText({ kind: 'disabled', byName: 'Margaret Ellison', at }, 'Jordan')).toBe(
      `Disabled by Margaret Ellison, ${long(at)}`,
    );
    expect(changeText({ kind: 'access-reset', byName: null, at }, 'Jordan')).toBe(`Access reset, ${long(at)}`);
    expect(changeText({ kind: 'joined', byName: 'Jordan', at }, 'Jordan')).toBe(`Joined, ${long(at)}`);
  });
});
