import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '#contract/auth.ts';
import { apiError } from '#contract/errors.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import {
  staffInvitationAccepted,
  staffInvitationView,
  teamMember,
  teamMessages,
  teamPage,
} from '#contract/staff-team.ts';
import { companyMailSettings, staffAccountChanges, users } from '#server/db/schema.ts';
import { tenantScope, type TenantScope } from '#server/db/tenant-scope.ts';
import { EVERGREEN_ARRANGING_FAMILY } from '#server/seed/evergreen/families.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_OWNER_EMAIL,
  EVERGREEN_OWNER_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
} from '#server/seed/evergreen/staff.ts';
import { disableAccount } from '#server/services/staff/team-changes.ts';
import { mailedLinkToken, outboxMailsTo } from '#tests/server/outbox-mails.ts';
import { freshStaffAccount, freshStaffInvitation } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The staff console's team (decision 0062): the owner invites, changes roles, disables and
 * enables accounts and resets their access; the rules (the last active owner, the owner's own
 * account), sessions that end at once, invitation links that work once and for seven days, a role
 * that counts from the next call, and the record of who changed what.
 */

let database: TestDatabase;
let t: TestApp;
let scope: TenantScope;
let owner: string;
let ownerId: number;
let now = new Date();
const realNow = () => (now = new Date());
const host = 'localhost';
const siteUrl = 'https://evergreen-funerals.example';
const days = (n: number) => n * 86_400_000;
const goodPassword = 'copper-lantern-harbor-8812';

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { clock: { now: () => now } });
  scope = tenantScope(database.db, database.demoCompanyId);
  await database.db
    .update(companyMailSettings)
    .set({ siteUrl })
    .where(eq(companyMailSettings.companyId, database.demoCompanyId));
  owner = await signIn(t.app, host, { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD });
  const [row] = await scope.select({ id: users.id }).from(users, eq(users.email, EVERGREEN_OWNER_EMAIL));
  ownerId = row!.id;
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

let made = 0;
const uniqueEmail = (who: string) => `${who}-${(made += 1)}@staff.example`;
const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
  request(t.app, method, path, { host, token, body });
const json = async (response: Response) => (await response.json()) as unknown;
const issuesOf = async (response: Response) => apiError.parse(await response.json()).issues;

const invite = (body: { name: string; email: string; role: string }, token = owner) =>
  call(token, 'POST', '/api/staff/team/invitations', body);
const invitationToken = (email: string) => mailedLinkToken(database.db, t.mail, email, /\/staff\/invitation\/([\w-]+)/);
const accept = (token: string, body: { name: string; password: string }) =>
  call(undefined, 'POST', `/api/staff/invitation/${token}/accept`, body);
const signInAs = async (email: string, password: string) => {
  const response = await call(undefined, 'POST', '/api/auth/login', { email, password });
  return response.status === 200 ? staffInvitationAccepted.parse(await response.json()).token : null;
};
const sessionOf = (token: string) => call(token, 'GET', '/api/auth/session');
const team = async (token = owner) =>
  teamPage.parse(await json(await call(token, 'GET', '/api/staff/team?pageSize=100')));
const memberOf = async (email: string) => (await team()).items.find((member) => member.email === email);

/** A staff member who joined through an invitation: their account id and a live session. */
async function joinedMember(role: 'owner' | 'director' | 'staff' = 'staff') {
  const email = uniqueEmail(`joined-${role}`);
  const invited = teamMember.parse(await json(await invite({ name: 'Jordan Member', email, role })));
  const signedIn = staffInvitationAccepted.parse(
    await json(await accept(await invitationToken(email), { name: 'Jordan Member', password: goodPassword })),
  );
  return { id: invited.id, email, token: signedIn.token };
}

describe('the team list', () => {
  it('lists every staff account of the company with its role and status, and no family account', async () => {
    const page = await team();
    const byEmail = new Map(page.items.map((member) => [member.email, member]));
    expect(byEmail.get(EVERGREEN_OWNER_EMAIL)).toMatchObject({ role: 'owner', status: 'active' });
    expect(byEmail.get(EVERGREEN_DIRECTOR_EMAIL)).toMatchObject({ role: 'director', status: 'active' });
    expect(byEmail.get(EVERGREEN_STAFF_EMAIL)).toMatchObject({ role: 'staff', status: 'active' });
    expect(byEmail.has(EVERGREEN_ARRANGING_FAMILY.email)).toBe(false);
    expect(page.total).toBe(page.items.length);
    const names = page.items.map((member) => member.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("is the owner's alone: a director is refused with the role's words", async () => {
    const director = await signIn(t.app, host, {
      email: EVERGREEN_DIRECTOR_EMAIL,
      password: EVERGREEN_DIRECTOR_PASSWORD,
    });
    const response = await call(director, 'GET', '/api/staff/team');
    expect(response.status).toBe(403);
    expect(await issuesOf(response)).toEqual([{ path: '', message: roleRefusedMessage }]);
  });
});

describe('inviting a staff member', () => {
  it('makes an account that cannot sign in, mails a one-time link to the console, and joins with a password', async () => {
    realNow();
    const email = uniqueEmail('ada');
    const response = await invite({ name: ' Ada Lovelace ', email: email.toUpperCase(), role: 'director' });
    expect(response.status).toBe(201);
    const invited = teamMember.parse(await response.json());
    expect(invited).toMatchObject({ name: 'Ada Lovelace', email, role: 'director', status: 'invited' });
    expect(invited.lastChange).toMatchObject({ kind: 'invited', byName: 'Margaret Ellison' });
    expect(Date.parse(invited.invitationExpiresAt!) - now.getTime()).toBe(days(7));

    const [mail] = await outboxMailsTo(database.db, t.mail, email);
    expect(mail!.subject).toBe('Margaret Ellison invited you to the Evergreen Funeral Homes staff console');
    expect(mail!.text).toContain('as Funeral director');
    expect(mail!.text).toMatch(new RegExp(`${siteUrl}/staff/invitation/[\\w-]{43}`));
    const token = await invitationToken(email);

    // Not yet: the account has no password.
    expect(await signInAs(email, goodPassword)).toBeNull();

    const view = staffInvitationView.parse(await json(await call(undefined, 'GET', `/api/staff/invitation/${token}`)));
    expect(view).toMatchObject({ name: 'Ada Lovelace', email, role: 'director', inviterName: 'Margaret Ellison' });
    expect(view.companyName).toBe('Evergreen Funeral Homes');

    // The family sign-up's password rules: too short by the contract, too easy by the server.
    expect(await issuesOf(await accept(token, { name: 'Ada Lovelace', password: 'short' }))).toEqual([
      { path: 'password', message: 'Must be at least 12 characters' },
    ]);
    const weak = await accept(token, { name: 'Ada Lovelace', password: 'password1234' });
    expect(weak.status).toBe(422);
    expect((await issuesOf(weak))?.[0]?.path).toBe('password');

    const joined = await accept(token, { name: 'Ada King', password: goodPassword });
    expect(joined.status).toBe(201);
    const signedIn = staffInvitationAccepted.parse(await joined.json());
    expect(signedIn.user).toMatchObject({ name: 'Ada King', email, role: 'staff', staffRole: 'director' });
    expect(session.parse(await json(await sessionOf(signedIn.token))).user.staffRole).toBe('director');
    expect(await signInAs(email, goodPassword)).not.toBeNull();
    expect(await memberOf(email)).toMatchObject({
      name: 'Ada King',
      status: 'active',
      invitationExpiresAt: null,
      lastChange: { kind: 'joined', byName: 'Ada King' },
    });

    // The link worked once.
    expect((await call(undefined, 'GET', `/api/staff/invitation/${token}`)).status).toBe(404);
    const again = await accept(token, { name: 'Ada King', password: 'another-copper-lantern-77' });
    expect(again.status).toBe(404);
    expect(await issuesOf(again)).toEqual([{ path: '', message: teamMessages.invitationExpired }]);
  });

  it('works for seven days, then the link is refused like a used one', async () => {
    realNow();
    const email = uniqueEmail('late');
    await invite({ name: 'Late Comer', email, role: 'staff' });
    const token = await invitationToken(email);
    now = new Date(now.getTime() + days(7) + 60_000);
    try {
      expect((await call(undefined, 'GET', `/api/staff/invitation/${token}`)).status).toBe(404);
      expect((await accept(token, { name: 'Late Comer', password: goodPassword })).status).toBe(404);
    } finally {
      realNow();
    }
    expect((await memberOf(email))?.status).toBe('invited');
  });

  it('sends a new link when the address is invited again (the old one stops working), with the new role', async () => {
    realNow();
    const email = uniqueEmail('twice');
    await invite({ name: 'Twice Asked', email, role: 'staff' });
    const first = await invitationToken(email);
    const again = teamMember.parse(await json(await invite({ name: 'Twice Asked', email, role: 'director' })));
    expect(again).toMatchObject({ status: 'invited', role: 'director' });
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await call(undefined, 'GET', `/api/staff/invitation/${first}`)).status).toBe(404);
    expect((await call(undefined, 'GET', `/api/staff/invitation/${second}`)).status).toBe(200);
  });

  it('refuses an address with an account: staff, or a family of the portal', async () => {
    const staff = await invite({ name: 'Dana Again', email: EVERGREEN_STAFF_EMAIL, role: 'staff' });
    expect(staff.status).toBe(409);
    expect(await issuesOf(staff)).toEqual([
      { path: 'email', message: teamMessages.accountExists(EVERGREEN_STAFF_EMAIL) },
    ]);
    const family = await invite({ name: 'Rose', email: EVERGREEN_ARRANGING_FAMILY.email, role: 'staff' });
    expect(family.status).toBe(409);
    expect(await issuesOf(family)).toEqual([
      { path: 'email', message: teamMessages.familyAccount(EVERGREEN_ARRANGING_FAMILY.email) },
    ]);
  });

  it('checks the body with the spec words', async () => {
    const response = await invite({ name: '', email: 'not-an-address', role: 'janitor' });
    expect(response.status).toBe(422);
    expect(await issuesOf(response)).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'This field is required' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'role', message: 'Invalid option selected. Valid options are: owner, director, staff' },
      ]),
    );
  });
});

describe('roles', () => {
  it('takes effect on the next call of the account, without a new sign-in', async () => {
    const member = await joinedMember('director');
    expect((await call(member.token, 'GET', '/api/staff/team')).status).toBe(403);

    const promoted = await call(owner, 'PATCH', `/api/staff/team/${member.id}`, { role: 'owner' });
    expect(promoted.status).toBe(200);
    expect(teamMember.parse(await promoted.json())).toMatchObject({
      role: 'owner',
      lastChange: { kind: 'role', byName: 'Margaret Ellison' },
    });
    expect((await call(member.token, 'GET', '/api/staff/team')).status).toBe(200);
    expect(session.parse(await json(await sessionOf(member.token))).user.staffRole).toBe('owner');

    await call(owner, 'PATCH', `/api/staff/team/${member.id}`, { role: 'staff' });
    expect((await call(member.token, 'GET', '/api/staff/team')).status).toBe(403);
    // Office staff may still edit the website, which a director could too.
    expect((await call(member.token, 'GET', '/api/web/builder/versions')).status).toBe(200);
  });

  it('never leaves the company without an active owner', async () => {
    const refused = await call(owner, 'PATCH', `/api/staff/team/${ownerId}`, { role: 'director' });
    expect(refused.status).toBe(409);
    expect(await issuesOf(refused)).toEqual([{ path: 'role', message: teamMessages.lastOwner('Margaret Ellison') }]);
    expect((await memberOf(EVERGREEN_OWNER_EMAIL))?.role).toBe('owner');

    // With a second active owner, either may step down.
    const second = await joinedMember('owner');
    const steppedDown = await call(second.token, 'PATCH', `/api/staff/team/${second.id}`, { role: 'director' });
    expect(steppedDown.status).toBe(200);
    expect((await call(second.token, 'GET', '/api/staff/team')).status).toBe(403);
  });

  it('counts only active owners: an invited or disabled owner does not keep the company', async () => {
    const invited = await freshStaffInvitation(scope, { invitedBy: ownerId, role: 'owner' });
    const disabled = await freshStaffAccount(scope, 'owner');
    await call(owner, 'POST', `/api/staff/team/${disabled.id}/disable`);
    const refused = await call(owner, 'PATCH', `/api/staff/team/${ownerId}`, { role: 'staff' });
    expect(refused.status).toBe(409);
    // Neither of them is the last owner: they may be given another role.
    expect((await call(owner, 'PATCH', `/api/staff/team/${invited.userId}`, { role: 'staff' })).status).toBe(200);
    expect((await call(owner, 'PATCH', `/api/staff/team/${disabled.id}`, { role: 'staff' })).status).toBe(200);
  });

  it('answers 404 for a family account or an unknown id', async () => {
    const [rose] = await scope.select({ id: users.id }).from(users, eq(users.email, EVERGREEN_ARRANGING_FAMILY.email));
    expect((await call(owner, 'PATCH', `/api/staff/team/${rose!.id}`, { role: 'staff' })).status).toBe(404);
    expect((await call(owner, 'POST', `/api/staff/team/${rose!.id}/disable`)).status).toBe(404);
    expect((await call(owner, 'POST', '/api/staff/team/2147483647/reset')).status).toBe(404);
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once; it cannot sign in until enabled again', async () => {
    const member = await joinedMember();
    const second = await signInAs(member.email, goodPassword);
    expect((await sessionOf(member.token)).status).toBe(200);

    const disabled = await call(owner, 'POST', `/api/staff/team/${member.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(teamMember.parse(await disabled.json())).toMatchObject({
      status: 'disabled',
      lastChange: { kind: 'disabled', byName: 'Margaret Ellison' },
    });
    expect((await sessionOf(member.token)).status).toBe(401);
    expect((await sessionOf(second!)).status).toBe(401);
    expect((await call(member.token, 'GET', '/api/web/builder/versions')).status).toBe(401);
    expect(await signInAs(member.email, goodPassword)).toBeNull();
    // A reset link is no way back in: none is mailed, and reset access is refused.
    const mailsBefore = (await outboxMailsTo(database.db, t.mail, member.email)).length;
    expect((await call(undefined, 'POST', '/api/auth/password-reset', { email: member.email })).status).toBe(202);
    expect((await outboxMailsTo(database.db, t.mail, member.email)).length).toBe(mailsBefore);
    const reset = await call(owner, 'POST', `/api/staff/team/${member.id}/reset`);
    expect(reset.status).toBe(409);
    expect(await issuesOf(reset)).toEqual([{ path: '', message: teamMessages.disabled('Jordan Member') }]);

    const enabled = await call(owner, 'POST', `/api/staff/team/${member.id}/enable`);
    expect(teamMember.parse(await enabled.json())).toMatchObject({ status: 'active', lastChange: { kind: 'enabled' } });
    expect(await signInAs(member.email, goodPassword)).not.toBeNull();
  });

  it("refuses the owner's own account", async () => {
    const response = await call(owner, 'POST', `/api/staff/team/${ownerId}/disable`);
    expect(response.status).toBe(409);
    expect(await issuesOf(response)).toEqual([{ path: '', message: teamMessages.selfDisable }]);
    expect((await sessionOf(owner)).status).toBe(200);
  });

  it('never disables the last active owner, whoever asks', async () => {
    const [director] = await scope
      .select({ id: users.id, name: users.name })
      .from(users, eq(users.email, EVERGREEN_DIRECTOR_EMAIL));
    const outcome = await disableAccount(scope, director!, ownerId, new Date());
    expect(outcome).toEqual({ kind: 'conflict', path: '', message: teamMessages.lastOwner('Margaret Ellison') });
  });

  it('judges two owners disabling each other at once one after the other: one of them stays', async () => {
    const first = await joinedMember('owner');
    const second = await joinedMember('owner');
    // The demo owner steps aside for this test, so these two are the company's only active owners.
    await call(first.token, 'POST', `/api/staff/team/${ownerId}/disable`);
    try {
      const answers = await Promise.all([
        call(first.token, 'POST', `/api/staff/team/${second.id}/disable`),
        call(second.token, 'POST', `/api/staff/team/${first.id}/disable`),
      ]);
      // The one judged second is refused: 409 when both were past the session check before either
      // committed, or 401 when the first had already disabled its account (and ended its sessions).
      const [won, lost] = answers.map((answer) => answer.status).sort();
      expect(won).toBe(200);
      expect([401, 409]).toContain(lost);
      const owners = await scope
        .select({ id: users.id })
        .from(users, and(eq(users.staffRole, 'owner'), isNull(users.disabledAt), isNotNull(users.passwordHash)));
      expect(owners).toHaveLength(1);
    } finally {
      await database.db.update(users).set({ disabledAt: null }).where(eq(users.id, ownerId));
      owner = await signIn(t.app, host, { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD });
    }
  });
});

describe('resetting access', () => {
  it("mails the account the password reset's own link, to the console's page", async () => {
    const member = await joinedMember();
    const response = await call(owner, 'POST', `/api/staff/team/${member.id}/reset`);
    expect(response.status).toBe(200);
    expect(teamMember.parse(await response.json()).lastChange).toMatchObject({ kind: 'access-reset' });
    const token = await mailedLinkToken(database.db, t.mail, member.email, /\/staff\/password-reset\/([\w-]+)/);
    const changed = await call(undefined, 'POST', `/api/auth/password-reset/${token}`, {
      password: 'new-harbor-willow-lamp-42',
    });
    expect(changed.status).toBe(204);
    // Using it ended the account's sessions, as every reset does.
    expect((await sessionOf(member.token)).status).toBe(401);
    expect(await signInAs(member.email, 'new-harbor-willow-lamp-42')).not.toBeNull();
  });

  it('is refused for an account that has not joined: the invitation is sent again instead', async () => {
    const invited = await freshStaffInvitation(scope, { invitedBy: ownerId });
    const response = await call(owner, 'POST', `/api/staff/team/${invited.userId}/reset`);
    expect(response.status).toBe(409);
    expect(await issuesOf(response)).toEqual([{ path: '', message: teamMessages.notJoined('Invited Staff') }]);
  });

  it("a staff account's own reset request also leads to the console's page", async () => {
    const member = await joinedMember();
    await call(undefined, 'POST', '/api/auth/password-reset', { email: member.email });
    const [mail] = (await outboxMailsTo(database.db, t.mail, member.email)).slice(-1);
    expect(mail!.text).toMatch(new RegExp(`${siteUrl}/staff/password-reset/[\\w-]{43}`));
  });
});

describe('the record of changes', () => {
  it('keeps every change with who made it and when', async () => {
    const member = await joinedMember();
    await call(owner, 'PATCH', `/api/staff/team/${member.id}`, { role: 'director' });
    await call(owner, 'POST', `/api/staff/team/${member.id}/disable`);
    await call(owner, 'POST', `/api/staff/team/${member.id}/enable`);
    const changes = await scope
      .select({
        kind: staffAccountChanges.kind,
        changedBy: staffAccountChanges.changedBy,
        fromRole: staffAccountChanges.fromRole,
        toRole: staffAccountChanges.toRole,
        at: staffAccountChanges.createdAt,
      })
      .from(staffAccountChanges, eq(staffAccountChanges.userId, member.id))
      .orderBy(desc(staffAccountChanges.id));
    expect(changes.map(({ at: _at, ...change }) => change)).toEqual([
      { kind: 'enabled', changedBy: ownerId, fromRole: null, toRole: null },
      { kind: 'disabled', changedBy: ownerId, fromRole: null, toRole: null },
      { kind: 'role', changedBy: ownerId, fromRole: 'staff', toRole: 'director' },
      { kind: 'joined', changedBy: member.id, fromRole: null, toRole: null },
      { kind: 'invited', changedBy: ownerId, fromRole: null, toRole: 'staff' },
    ]);
    for (const change of changes) expect(change.at).toBeInstanceOf(Date);
  });
});
