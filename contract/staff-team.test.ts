import { describe, expect, it } from 'vitest';
import { issuesOf } from './spec-issues.test-helper.ts';
import {
  STAFF_INVITATION_DAYS,
  staffAccountStatus,
  staffAccountStatusNames,
  staffInvitationAcceptBody,
  staffInvitationBody,
  staffInvitationPagePath,
  staffInvitationTokenParam,
  teamChangeKind,
  teamChangeWords,
  teamMember,
  teamMemberChange,
  teamMemberParams,
  teamMessages,
  teamQuery,
} from './staff-team.ts';

describe('the team schemas (decision 0062)', () => {
  it('invites by a trimmed name, an email address and a role, refused in spec §5 words', () => {
    expect(
      staffInvitationBody.parse({ name: '  Jordan Avery ', email: 'jordan@staff.example', role: 'director' }),
    ).toEqual({ name: 'Jordan Avery', email: 'jordan@staff.example', role: 'director' });
    expect(issuesOf(staffInvitationBody, { name: ' ', email: 'jordan', role: 'janitor' })).toEqual([
      { path: 'name', message: 'This field is required' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'role', message: 'Invalid option selected. Valid options are: owner, director, staff' },
    ]);
    expect(
      issuesOf(staffInvitationBody, { name: 'x'.repeat(101), email: `${'a'.repeat(250)}@x.io`, role: 'staff' }),
    ).toEqual([
      { path: 'name', message: 'Cannot exceed 100 characters' },
      { path: 'email', message: 'Cannot exceed 254 characters' },
    ]);
    expect(issuesOf(staffInvitationBody, {})).toEqual([
      { path: 'name', message: 'This field is required' },
      { path: 'email', message: 'This field is required' },
      { path: 'role', message: 'This field is required' },
    ]);
  });

  it('changes a role to one of the three', () => {
    expect(teamMemberChange.parse({ role: 'owner' })).toEqual({ role: 'owner' });
    expect(issuesOf(teamMemberChange, { role: 'Owner' })).toEqual([
      { path: 'role', message: 'Invalid option selected. Valid options are: owner, director, staff' },
    ]);
  });

  it('reads account ids and pages in canonical digits', () => {
    expect(teamMemberParams.parse({ userId: '12' })).toEqual({ userId: 12 });
    expect(issuesOf(teamMemberParams, { userId: '012' })).toEqual([{ path: 'userId', message: 'Expected number' }]);
    expect(issuesOf(teamMemberParams, { userId: '0' })).toEqual([{ path: 'userId', message: 'Must be at least 1' }]);
    expect(teamQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('accepts an invitation with a name and a password of the new-password rules', () => {
    expect(staffInvitationAcceptBody.parse({ name: ' Jordan ', password: 'harbor-willow-lantern' })).toEqual({
      name: 'Jordan',
      password: 'harbor-willow-lantern',
    });
    expect(issuesOf(staffInvitationAcceptBody, { name: 'Jordan', password: 'short' })).toEqual([
      { path: 'password', message: 'Must be at least 12 characters' },
    ]);
    expect(issuesOf(staffInvitationAcceptBody, { name: 'Jordan', password: 'x'.repeat(129) })).toEqual([
      { path: 'password', message: 'Cannot exceed 128 characters' },
    ]);
  });

  it('takes any token text up to 256 characters (unknown ones answer 404, not 422)', () => {
    expect(staffInvitationTokenParam.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(issuesOf(staffInvitationTokenParam, { token: '' })).toEqual([
      { path: 'token', message: 'This field is required' },
    ]);
    expect(issuesOf(staffInvitationTokenParam, { token: 'a'.repeat(257) })).toEqual([
      { path: 'token', message: 'Cannot exceed 256 characters' },
    ]);
  });

  it('describes an account with its status and latest change', () => {
    const member = {
      id: 4,
      name: 'Jordan Avery',
      email: 'jordan@staff.example',
      role: 'staff',
      status: 'invited',
      invitationExpiresAt: '2026-03-09T09:00:00.000Z',
      lastChange: { kind: 'invited', byName: 'Margaret Ellison', at: '2026-03-02T09:00:00.000Z' },
    };
    expect(teamMember.parse(member)).toEqual(member);
    expect(teamMember.safeParse({ ...member, status: 'pending' }).success).toBe(false);
  });
});

describe('the team words', () => {
  it('links the invitation page under /staff, the token escaped, for seven days', () => {
    expect(staffInvitationPagePath('A-b_c')).toBe('/staff/invitation/A-b_c');
    expect(staffInvitationPagePath('a/b?c')).toBe('/staff/invitation/a%2Fb%3Fc');
    expect(STAFF_INVITATION_DAYS).toBe(7);
  });

  it('names every status and every kind of change', () => {
    expect(staffAccountStatus.options.map((status) => staffAccountStatusNames[status])).toEqual([
      'Active',
      'Disabled',
      'Invited',
    ]);
    expect(teamChangeKind.options.map((kind) => teamChangeWords[kind])).toEqual([
      'Invited',
      'Joined',
      'Role changed',
      'Disabled',
      'Enabled',
      'Access reset',
    ]);
  });

  it('says why a change is refused, naming whom it is about', () => {
    expect(teamMessages.lastOwner('Margaret Ellison')).toBe(
      'Margaret Ellison is the last active owner. Make another account an owner first: a company always keeps one.',
    );
    expect(teamMessages.selfDisable).toBe('You cannot disable your own account. Another owner can.');
    expect(teamMessages.accountExists('a@b.example')).toBe('a@b.example already has a staff account here.');
    expect(teamMessages.familyAccount('a@b.example')).toBe(
      'a@b.example belongs to a family account of the portal. Invite the staff member with another address.',
    );
    expect(teamMessages.disabled('Dana')).toBe("Dana's account is disabled. Enable it first.");
    expect(teamMessages.notJoined('Dana')).toBe(
      'Dana has not accepted the invitation yet. Send the invitation again instead.',
    );
    expect(teamMessages.invitationExpired).toBe(
      'This invitation has expired or was already used. Ask the owner to send a new one.',
    );
    expect(teamMessages.invited('Dana')).toBe('Invitation sent to Dana.');
    expect(teamMessages.roleChanged('Dana', 'Funeral director')).toBe('Dana is now Funeral director.');
    expect(teamMessages.disabledDone('Dana')).toBe("Dana's account is disabled: their sessions have ended.");
    expect(teamMessages.enabledDone('Dana')).toBe("Dana's account is enabled again.");
    expect(teamMessages.resetSent('Dana')).toBe('A link to choose a new password was mailed to Dana.');
  });
});
