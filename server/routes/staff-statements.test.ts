import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { caseStatement } from '#contract/family-statement.ts';
import { familyContract } from '#contract/family-statement.ts';
import { staffCase, type StaffCase } from '#contract/staff-cases.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import { statementHistory } from '#contract/staff-statements.ts';
import { pricedLinesOf, statementChangeMessages } from '#contract/statement-changes.ts';
import { mailOutbox, statementChanges } from '#server/db/schema.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { newFamily, purchaserFor, readyToSign, signedCase, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Statement changes after signing (decision 0080), in companies of their own: staff
 * revise the purchaser and the note of a signed statement (the signature and the statement as signed
 * stay; an item or a price never changes that way), or void it: the family reads it as void with who,
 * when and why, signs the reissue, and the payments stay on the case. Each change mails the purchaser.
 * Owners and directors may; office staff, another company and the family may not.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let owner: string;
let director: string;
let office: string;
let otherOwner: string;
let family: FamilyFixture;

const staffToken = async (of: FactoryCompany, role: 'owner' | 'director' | 'staff') =>
  signIn(t.app, of.host, await freshStaffAccount(of.scope, role));

const post = (path: string, body: unknown, token = director, host = company.host) =>
  request(t.app, 'POST', path, { host, token, body });
const revise = (caseId: number, body: unknown, token = director, host = company.host) =>
  post(`/api/staff/cases/${caseId}/statement/revisions`, body, token, host);
const voidIt = (caseId: number, body: unknown, token = director, host = company.host) =>
  post(`/api/staff/cases/${caseId}/statement/void`, body, token, host);
const casePage = async (caseId: number): Promise<StaffCase> => {
  const response = await request(t.app, 'GET', `/api/staff/cases/${caseId}`, { host: company.host, token: director });
  expect(response.status).toBe(200);
  return staffCase.parse(await response.json());
};
const familyGet = async (path: string) => {
  const response = await request(t.app, 'GET', path, { host: company.host, token: family.token });
  expect(response.status).toBe(200);
  return response.json();
};
const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0]?.message;
const mailsOf = (kind: string, text: string) =>
  company.scope.selectAll(mailOutbox, and(eq(mailOutbox.kind, kind), like(mailOutbox.textBody, `%${text}%`)));
const newSignedCase = () => signedCase(t.app, family, company.scope);
const sign = (caseId: number, key: string) =>
  request(t.app, 'POST', `/api/family/arrangements/${caseId}/contract/submit`, {
    host: company.host,
    token: family.token,
    body: { signatureName: 'Pat Fixture', consent: true },
    headers: { 'Idempotency-Key': key },
  });
const corrected = { ...purchaserFor('Pat Fixture'), city: 'Salem', phone: '(503) 555-0199' };

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  [owner, director, office, otherOwner] = await Promise.all([
    staffToken(company, 'owner'),
    staffToken(company, 'director'),
    staffToken(company, 'staff'),
    staffToken(other, 'owner'),
  ]);
  family = await newFamily(t.app, company, { member: { name: 'Daniel Mensah' }, case: { name: 'Abena Mensah' } });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

describe('who may change a statement', () => {
  it('owners and directors; office staff 403, another company 404, a family token not at all', async () => {
    const caseId = await newSignedCase();
    const body = { issue: 1, reason: 'City corrected', purchaser: corrected };
    const refusedOffice = await revise(caseId, body, office);
    expect(refusedOffice.status).toBe(403);
    expect(await messageOf(refusedOffice)).toBe(roleRefusedMessage);
    expect((await voidIt(caseId, { issue: 1, reason: 'x' }, office)).status).toBe(403);
    expect((await revise(caseId, body, otherOwner, other.host)).status).toBe(404);
    expect((await voidIt(caseId, { issue: 1, reason: 'x' }, otherOwner, other.host)).status).toBe(404);
    expect((await revise(caseId, body, family.token)).status).toBeGreaterThanOrEqual(401);
    expect((await revise(caseId, body, family.token)).status).toBeLessThan(404);
    expect((await revise(caseId, body, owner)).status).toBe(200);
    expect(await company.scope.count(statementChanges, eq(statementChanges.caseId, caseId))).toBe(1);
  });

  it('the family reads its own case’s history only', async () => {
    const caseId = await newSignedCase();
    const history = statementHistory.parse(await familyGet(`/api/family/cases/${caseId}/statement/history`));
    expect(history).toMatchObject({ issue: 1, signed: true, note: '', changes: [], voided: [] });
    const stranger = await newFamily(t.app, company, { member: { name: 'Someone Else' } });
    const response = await request(t.app, 'GET', `/api/family/cases/${caseId}/statement/history`, {
      host: company.host,
      token: stranger.token,
    });
    expect(response.status).toBe(404);
  });
});

describe('revising a signed statement', () => {
  it('corrects the purchaser and the note, keeps the signature and the statement as signed, mails the family', async () => {
    const caseId = await newSignedCase();
    const signed = familyContract.parse(await familyGet(`/api/family/arrangements/${caseId}/contract`));
    const statement = caseStatement.parse(await familyGet(`/api/family/cases/${caseId}/statement`));
    const response = await revise(caseId, {
      issue: 1,
      reason: '  The family moved  ',
      purchaser: corrected,
      note: 'Flowers delivered to the chapel',
      lines: pricedLinesOf(statement),
    });
    expect(response.status).toBe(200);
    const history = statementHistory.parse(await response.json());
    expect(history.changes).toEqual([
      expect.objectContaining({
        kind: 'revised',
        issue: 1,
        reason: 'The family moved',
        changedBy: 'Fixture Staff',
        changes: [
          'City: Testville → Salem',
          'Phone: (503) 555-0100 → (503) 555-0199',
          'Note: (none) → Flowers delivered to the chapel',
        ],
      }),
    ]);
    const after = familyContract.parse(await familyGet(`/api/family/arrangements/${caseId}/contract`));
    expect(after.signature).toEqual(signed.signature);
    expect(after.statementSha256).toBe(signed.statementSha256);
    expect(after.purchaser?.city).toBe('Salem');
    expect(caseStatement.parse(await familyGet(`/api/family/cases/${caseId}/statement`))).toEqual(statement);
    const page = await casePage(caseId);
    expect(page.statement).toMatchObject({ issue: 1, signed: true, note: 'Flowers delivered to the chapel' });
    expect(page.arrangement.signedAt).toBe(signed.signature?.signedAt);
    const [mail] = await mailsOf('family.statement-revised', 'Why: The family moved');
    expect(mail?.toAddress).toBe('purchaser@family.example');
    expect(mail?.textBody).toContain('City: Testville → Salem');
    expect(mail?.textBody).toContain('your signature stands');
  });

  it('refuses a price or an item change with the words to void instead, and a revision that changes nothing', async () => {
    const caseId = await newSignedCase();
    const statement = caseStatement.parse(await familyGet(`/api/family/cases/${caseId}/statement`));
    const [first, ...rest] = pricedLinesOf(statement);
    const cheaper = [{ ...first!, unitPriceCents: (first!.unitPriceCents ?? 100) - 1 }, ...rest];
    for (const lines of [cheaper, rest, [{ ...first!, name: 'Another casket' }, ...rest]]) {
      const response = await revise(caseId, { issue: 1, reason: 'Discount', purchaser: corrected, lines });
      expect(response.status).toBe(422);
      expect(await messageOf(response)).toBe(statementChangeMessages.itemOrPriceChanged);
    }
    const unchanged = await revise(caseId, { issue: 1, reason: 'Nothing', purchaser: purchaserFor('Pat Fixture') });
    expect(unchanged.status).toBe(422);
    expect(await messageOf(unchanged)).toBe(statementChangeMessages.nothingChanged);
    expect(await company.scope.count(statementChanges, eq(statementChanges.caseId, caseId))).toBe(0);
    const blank = await revise(caseId, { issue: 1, reason: '   ', purchaser: corrected });
    expect(blank.status).toBe(422);
  });
});

describe('voiding and reissuing', () => {
  it('voids: the family reads the old one as void, signs the reissue, the payment stays on the case', async () => {
    const caseId = await readyToSign(t.app, family, company.scope);
    const key = `sign-same-browser-${caseId}`;
    expect((await sign(caseId, key)).status).toBe(200);
    const first = familyContract.parse(await familyGet(`/api/family/arrangements/${caseId}/contract`));
    const signedStatement = caseStatement.parse(await familyGet(`/api/family/cases/${caseId}/statement`));
    const recorded = await request(t.app, 'POST', `/api/staff/cases/${caseId}/payments`, {
      host: company.host,
      token: director,
      body: { method: 'cash', amountCents: 10_000 },
      headers: { 'Idempotency-Key': `void-test-cash-${caseId}` },
    });
    expect(recorded.status).toBe(201);

    const response = await voidIt(caseId, { issue: 1, reason: 'The family chose cremation' }, owner);
    expect(response.status).toBe(200);
    const history = statementHistory.parse(await response.json());
    expect(history).toMatchObject({ issue: 2, signed: false });
    expect(history.voided).toEqual([
      expect.objectContaining({
        issue: 1,
        statementSha256: first.statementSha256,
        signature: first.signature,
        reason: 'The family chose cremation',
        voidedBy: 'Fixture Staff',
        purchaserName: 'Pat Fixture',
      }),
    ]);
    expect(history.voided[0]?.statement.totalCents).toBe(signedStatement.totalCents);

    // The family sees it unsigned, reads the void one, and the payment still counts.
    const reopened = familyContract.parse(await familyGet(`/api/family/arrangements/${caseId}/contract`));
    expect(reopened.signature).toBeNull();
    const familyHistory = statementHistory.parse(await familyGet(`/api/family/cases/${caseId}/statement/history`));
    expect(familyHistory.voided[0]?.statement.groups).toEqual(signedStatement.groups);
    const live = caseStatement.parse(await familyGet(`/api/family/cases/${caseId}/statement`));
    expect(live.signature).toBeNull();
    expect(live.paidCents).toBe(10_000);
    const [mail] = await mailsOf('family.statement-voided', 'The family chose cremation');
    expect(mail?.toAddress).toBe('purchaser@family.example');
    expect(mail?.textBody).toContain('$100.00 you paid stays on the case');

    // Signed again, with the key the first signing used: a new signature, not a replay.
    const signedAgain = await sign(caseId, key);
    expect(signedAgain.status).toBe(200);
    const second = familyContract.parse(await signedAgain.json());
    expect(second.signature).not.toBeNull();
    expect(second.statementSha256).not.toBe(first.statementSha256);
    const page = await casePage(caseId);
    expect(page.statement).toMatchObject({ issue: 2, signed: true });
    expect(page.arrangement.paidCents).toBe(10_000);
    expect(page.arrangement.balanceCents).toBe(page.arrangement.totalCents - 10_000);
    expect(page.statement.voided.map((each) => each.issue)).toEqual([1]);
  });

  it('refuses a second void of the same statement, a revision of a void one, and a void of an unsigned one', async () => {
    const caseId = await newSignedCase();
    expect((await voidIt(caseId, { issue: 1, reason: 'Wrong package' })).status).toBe(200);
    const again = await voidIt(caseId, { issue: 1, reason: 'Wrong package' });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(statementChangeMessages.alreadyVoid);
    const revised = await revise(caseId, { issue: 1, reason: 'Typo', purchaser: corrected });
    expect(revised.status).toBe(409);
    const unsigned = await voidIt(caseId, { issue: 2, reason: 'Not signed yet' });
    expect(unsigned.status).toBe(409);
    expect(await messageOf(unsigned)).toBe(statementChangeMessages.notSigned);
  });

  it('two staff voiding at once make one void', async () => {
    const caseId = await newSignedCase();
    const answers = await Promise.all([
      voidIt(caseId, { issue: 1, reason: 'Director: wrong casket' }, director),
      voidIt(caseId, { issue: 1, reason: 'Owner: wrong casket' }, owner),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const voids = await company.scope.count(
      statementChanges,
      and(eq(statementChanges.caseId, caseId), eq(statementChanges.kind, 'voided')),
    );
    expect(voids).toBe(1);
    expect((await casePage(caseId)).statement.issue).toBe(2);
  });
});
