import { describe, expect, it } from 'vitest';
import { changeText, statusText } from './team-text.ts';

const now = new Date('2026-03-02T09:00:00Z');
// The company's calendar, not the device's: Auckland's day is already the next one at these hours.
const zone = 'Pacific/Auckland';

describe('statusText', () => {
  it('names active and disabled accounts', () => {
    expect(statusText({ status: 'active', invitationExpiresAt: null }, now, zone)).toBe('Active');
    expect(statusText({ status: 'disabled', invitationExpiresAt: null }, now, zone)).toBe('Disabled');
  });

  it('says until when an invitation works, or that it ended', () => {
    expect(statusText({ status: 'invited', invitationExpiresAt: '2026-03-09T09:00:00Z' }, now, zone)).toBe(
      'Invited: the link works until March 9, 2026',
    );
    expect(statusText({ status: 'invited', invitationExpiresAt: '2026-03-02T09:00:00Z' }, now, zone)).toBe(
      'Invited: the link has expired',
    );
    expect(statusText({ status: 'invited', invitationExpiresAt: null }, now, zone)).toBe(
      'Invited: the link has expired',
    );
  });
});

describe('changeText', () => {
  it('says what was done, by whom and when', () => {
    const at = '2026-03-01T12:00:00Z'; // March 2 at 1 AM in Auckland
    expect(changeText({ kind: 'disabled', byName: 'Margaret Ellison', at }, 'Jordan', zone)).toBe(
      `Disabled by Margaret Ellison, March 2, 2026`,
    );
    expect(changeText({ kind: 'access-reset', byName: null, at }, 'Jordan', zone)).toBe(`Access reset, March 2, 2026`);
    expect(changeText({ kind: 'joined', byName: 'Jordan', at }, 'Jordan', zone)).toBe(`Joined, March 2, 2026`);
  });
});
