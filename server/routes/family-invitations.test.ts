import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { familyCasesPage } from '#contract/family-cases.ts';
import { invitationAccepted, invitationSent, invitationView, signupResult } from '#contract/family-invitations.ts';
import { caseInvitations, caseMembers } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { createUser } from '#server/services/auth.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { createCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { newFamily, newFamilyCase, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { mailedLinkToken, outboxMailsTo } from '#tests/server/outbox-mails.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { storedXssCorpus } from '../../tests/fixtures/stored-xss-corpus.ts';

/*
 * Invitations and sign-up (decision 0045): Rose invites relatives to cases of her own, in
 * this file's own company; Daniel is another family of it.
 */

let database: TestDatabase;
let t: TestApp;
let scope: TenantScope;
let rose: FamilyFixture;
let daniel: FamilyFixture;
let now = new Date();
const realNow = () => (now = new Date());
let host: string;
const siteUrl = 'https://juniper-hill-funerals.example';
const days = (n: number) => n * 86_400_000;
const expired =
  'This invitation has expired or was already used. Ask the family member who invited you to send a new one.';

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { clock: { now: () => now } });
  const company = await createCompany(database, { name: 'Juniper Hill Funeral Home', siteUrl });
  ({ host, scope } = company);
  rose = await newFamily(t.app, company, { member: { name: 'Rose Ashdown' }, case: { name: 'Edwin Ashdown' } });
  daniel = await newFamily(t.app, company, { member: { name: 'Daniel Mensah' }, case: { name: 'Abena Mensah' } });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

let made = 0;
const unique = (what: string) => `${what}-${(made += 1)}`;
const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
  request(t.app, method, path, { host, token, body });
const json = async (response: Response) => (await response.json()) as unknown;
const newCase = () => newFamilyCase(scope, rose.memberId, 'Walter Invited Ashdown');
const invite = (who: { token: string }, caseId: number, body: { name: string; email: string }) =>
  call(who.token, 'POST', `/api/family/cases/${caseId}/invite`, body);

const mailsTo = (email: string) => outboxMailsTo(database.db, t.mail, email);

/** The token of the latest link mailed to `email`. */
const mailedToken = (email: string) =>
  mailedLinkToken(database.db, t.mail, email, /\/family-portal\/login\?invitation=([\w-]+)/);

/** A family account of its own, signed in, with a case of its own. */
async function newMember() {
  const account = { email: `${unique('member')}@family.example`, password: 'quiet-harbour-lantern-2291' };
  const { memberId } = await createFamilyMember(scope, { ...account, name: 'Fresh Member' });
  const caseId = await newFamilyCase(scope, memberId, 'Member Own Case');
  return { memberId, caseId, token: await signIn(t.app, host, account) };
}

describe('inviting a relative', () => {
  it("mails a link from the configured site to the login page, keeping only the token's SHA-256", async () => {
    realNow();
    const caseId = await newCase();
    const email = `${unique('tom')}@family.example`;
    const response = await invite(rose, caseId, { name: 'Tom Ashdown', email: email.toUpperCase() });
    expect(response.status).toBe(201);
    expect(invitationSent.parse(await json(response))).toEqual({
      name: 'Tom Ashdown',
      email,
      expiresAt: new Date(now.getTime() + days(7)).toISOString(),
    });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Rose Ashdown invited you to the family portal for Walter Invited Ashdown');
    expect(mail?.text).toContain(`${siteUrl}/family-portal/login?invitation=`);
    const token = await mailedToken(email);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await scope.selectAll(caseInvitations, eq(caseInvitations.caseId, caseId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers who invited whom to which family, and signs the new account up into the case, once', async () => {
    realNow();
    const caseId = await newCase();
    const email = `${unique('ivy')}@family.example`;
    await invite(rose, caseId, { name: 'Ivy Ashdown', email });
    const token = await mailedToken(email);
    const view = invitationView.parse(await json(await call(undefined, 'GET', `/api/family/invitation/${token}`)));
    expect(view).toMatchObject({
      invitedName: 'Ivy Ashdown',
      invitedEmail: email,
      inviterName: 'Rose Ashdown',
      decedentName: 'Walter Invited Ashdown',
      companyName: 'Juniper Hill Funeral Home',
    });

    const body = { invitation: token, name: 'Ivy Ashdown', password: 'lantern-harbour-meadow-5512' };
    const response = await call(undefined, 'POST', '/api/family/signup', body);
    expect(response.status).toBe(201);
    const result = signupResult.parse(await json(response));
    expect(result.user).toMatchObject({ email, name: 'Ivy Ashdown', role: 'family' });
    expect(result.case.caseId).toBe(caseId);
    const cases = familyCasesPage.parse(await json(await call(result.token, 'GET', '/api/family/cases')));
    expect(cases.items.map((item) => item.id)).toEqual([caseId]);

    // Used: the same answer as a token that never was.
    for (const again of [
      await call(undefined, 'GET', `/api/family/invitation/${token}`),
      await call(undefined, 'POST', '/api/family/signup', { ...body, name: 'Someone Else' }),
      await call(undefined, 'GET', '/api/family/invitation/never-issued-token'),
    ]) {
      expect(again.status).toBe(404);
      expect(apiError.parse(await json(again)).issues).toEqual([{ path: '', message: expired }]);
    }
  });

  it('answers two sign-ups at once with one account that joins and one refusal, never a 500', async () => {
    realNow();
    const caseId = await newCase();
    const email = `${unique('race')}@family.example`;
    await invite(rose, caseId, { name: 'Race Relative', email });
    const token = await mailedToken(email);
    const body = { invitation: token, name: 'Race Relative', password: 'lantern-harbour-meadow-5512' };
    const answers = await Promise.all([
      call(undefined, 'POST', '/api/family/signup', body),
      call(undefined, 'POST', '/api/family/signup', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, expect.any(Number)]);
    expect([404, 409]).toContain(answers.map((answer) => answer.status).sort()[1]);
    expect(await scope.count(caseMembers, eq(caseMembers.caseId, caseId))).toBe(2);
  });

  it("refuses a password made of the new account's own name, then signs up with a good one", async () => {
    realNow();
    const caseId = await newCase();
    const email = `clara.whitfield.${unique('n')}@family.example`;
    await invite(rose, caseId, { name: 'Clara Whitfield', email });
    const token = await mailedToken(email);
    const body = { invitation: token, name: 'Clara Whitfield', password: 'clarawhitfield2026' };
    const refused = await call(undefined, 'POST', '/api/family/signup', body);
    expect(refused.status).toBe(422);
    expect(apiError.parse(await json(refused)).issues).toEqual([
      { path: 'password', message: expect.stringMatching(/^This password is too common or too easy to guess/) },
    ]);
    // The link still works: the same person signs up with a password of unrelated words.
    const joined = await call(undefined, 'POST', '/api/family/signup', { ...body, password: 'willow-candle-4821' });
    expect(joined.status).toBe(201);
  });

  it('stops working after seven days, by the clock', async () => {
    realNow();
    const caseId = await newCase();
    const email = `${unique('late')}@family.example`;
    await invite(rose, caseId, { name: 'Late Relative', email });
    const token = await mailedToken(email);
    const sent = now;
    try {
      now = new Date(sent.getTime() + days(7) - 60_000);
      expect((await call(undefined, 'GET', `/api/family/invitation/${token}`)).status).toBe(200);
      now = new Date(sent.getTime() + days(7));
      expect((await call(undefined, 'GET', `/api/family/invitation/${token}`)).status).toBe(404);
      const signup = await call(undefined, 'POST', '/api/family/signup', {
        invitation: token,
        name: 'Late Relative',
        password: 'lantern-harbour-meadow-5512',
      });
      expect(signup.status).toBe(404);
    } finally {
      realNow();
    }
  });

  it('opens only for the invited address: another account is refused, the invited one joins', async () => {
    realNow();
    const caseId = await newCase();
    const email = `${unique('bound')}@family.example`;
    await invite(rose, caseId, { name: 'Bound Relative', email });
    const token = await mailedToken(email);
    const refused = await call(daniel.token, 'POST', `/api/family/invitation/${token}/accept`);
    expect(refused.status).toBe(403);
    expect(apiError.parse(await json(refused)).issues?.[0]?.message).toContain(email);
    expect((await call(daniel.token, 'GET', `/api/family/cases/${caseId}`)).status).toBe(404);

    // An account for the address exists: sign-up is refused, signing in and accepting joins.
    const account = { email, password: 'bound-relative-lantern-8812' };
    await createUser(scope, { ...account, name: 'Bound Relative', role: 'family' });
    const signup = await call(undefined, 'POST', '/api/family/signup', {
      invitation: token,
      name: 'Bound Relative',
      password: 'another-lantern-phrase-77',
    });
    expect(signup.status).toBe(409);
    const session = await signIn(t.app, host, account);
    const accepted = await call(session, 'POST', `/api/family/invitation/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(invitationAccepted.parse(await json(accepted))).toEqual({
      caseId,
      nameSlug: 'walter-invited-ashdown',
    });
    expect((await call(session, 'GET', `/api/family/cases/${caseId}`)).status).toBe(200);
    expect((await call(session, 'POST', `/api/family/invitation/${token}/accept`)).status).toBe(404);
  });

  it('answers clearly, and mails nothing, when the address is already a member of the case', async () => {
    realNow();
    const caseId = await newCase();
    await scope.insert(caseMembers, { caseId, userId: daniel.memberId });
    const before = (await mailsTo(daniel.account.email)).length;
    const response = await invite(rose, caseId, { name: 'Daniel', email: daniel.account.email });
    expect(response.status).toBe(409);
    expect(apiError.parse(await json(response)).issues).toEqual([
      { path: 'email', message: "Daniel Mensah is already a member of this family's portal." },
    ]);
    expect(await mailsTo(daniel.account.email)).toHaveLength(before);
  });

  it("refuses a case that is not the member's (404) and a bad address (422, spec §5)", async () => {
    const caseId = await newCase();
    expect((await invite(daniel, caseId, { name: 'X', email: 'x@family.example' })).status).toBe(404);
    const bad = await invite(rose, caseId, { name: '', email: 'not-an-address' });
    expect(bad.status).toBe(422);
    expect(apiError.parse(await json(bad)).issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'name', message: 'This field is required' },
      ]),
    );
  });

  it('limits the invitations of one member, and of one case from all its members', async () => {
    realNow();
    const { invitationPerMember, invitationPerCase } = rateLimits;
    const first = await newMember();
    for (let sent = 0; sent < invitationPerMember.limit; sent += 1)
      expect((await invite(first, first.caseId, { name: 'R', email: `${unique('r')}@family.example` })).status).toBe(
        201,
      );
    const refused = await invite(first, first.caseId, { name: 'R', email: `${unique('r')}@family.example` });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);

    // The case's other members fill its day; then nobody can invite to it, while the first member's other case is open.
    const members = [];
    for (let joined = 0; joined * invitationPerMember.limit < invitationPerCase.limit; joined += 1) {
      const member = await newMember();
      members.push(member);
    }
    const caseOf = await newFamilyCase(scope, first.memberId, 'Full Case');
    const sendFrom = (member: { token: string }) =>
      invite(member, caseOf, { name: 'R', email: `${unique('r')}@family.example` });
    for (const member of members) await scope.insert(caseMembers, { caseId: caseOf, userId: member.memberId });
    let accepted = 0;
    for (const member of members)
      for (let sent = 0; sent < invitationPerMember.limit && accepted < invitationPerCase.limit; sent += 1) {
        expect((await sendFrom(member)).status).toBe(201);
        accepted += 1;
      }
    expect(accepted).toBe(invitationPerCase.limit);
    const extra = await newMember();
    await scope.insert(caseMembers, { caseId: caseOf, userId: extra.memberId });
    expect((await sendFrom(extra)).status).toBe(429);
    expect((await invite(extra, extra.caseId, { name: 'R', email: `${unique('r')}@family.example` })).status).toBe(201);
  });

  it('keeps an invited name that looks like markup as the text it is (the XSS corpus)', async () => {
    realNow();
    // Members of their own: the corpus is more invitations than one member may send in an hour.
    let member = await newMember();
    for (const [index, name] of storedXssCorpus.entries()) {
      if (index > 0 && index % rateLimits.invitationPerMember.limit === 0) member = await newMember();
      const email = `${unique(`xss${index}`)}@family.example`;
      expect((await invite(member, member.caseId, { name, email })).status).toBe(201);
      const view = invitationView.parse(
        await json(await call(undefined, 'GET', `/api/family/invitation/${await mailedToken(email)}`)),
      );
      expect(view.invitedName).toBe(name.trim());
    }
  });
});
