import { asc, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import {
  caseStatement,
  DEFAULT_EMBALMING_REASON,
  EMBALMING_HEADING,
  NO_REQUIRED_PURCHASES,
  REQUIRED_PURCHASES_HEADING,
  STATEMENT_REASON_MAX,
  type CaseStatement,
} from '#contract/family-statement.ts';
import { statementChargesSentence, statementEmbalmingSentence } from '#contract/funeral-rule.ts';
import { staffCase, type StaffCase } from '#contract/staff-cases.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import { staffStatementReasons, statementHistory, statementReasonMessages } from '#contract/staff-statements.ts';
import { arrangements, gplItems, packages } from '#server/db/schema.ts';
import { statementText } from '#server/services/family/family-mails.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { newFamily, readyToSign, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '#tests/server/test-smtp.ts';

/*
 * The statement's reasons (decision 0109; 16 CFR 453.3(d)(2) and 453.5(b)), in companies of
 * their own: staff write the required purchases' reason and embalming's on the case's page; the family
 * reads them on the statement under the rule's sentences ("None", or the default embalming words, when
 * staff wrote none; no embalming reason without an embalming line); they are signed with it, refused
 * (409) after, kept as signed, and written again once a void reissues the statement. The signed
 * statement's mail carries them, escaped in its HTML part.
 */

let database: TestDatabase;
let smtp: TestSmtpServer;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let owner: string;
let director: string;
let office: string;
let otherOwner: string;
let family: FamilyFixture;
/** The family's fixture choosing "Direct cremation", a package without embalming. */
let cremationFamily: FamilyFixture;

const staffToken = async (of: FactoryCompany, role: 'owner' | 'director' | 'staff') =>
  signIn(t.app, of.host, await freshStaffAccount(of.scope, role));

const reasonsPath = (caseId: number) => `/api/staff/cases/${caseId}/statement/reasons`;
const put = (caseId: number, body: unknown, token = director, host = company.host) =>
  request(t.app, 'PUT', reasonsPath(caseId), { host, token, body });
const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0]?.message;

const familyStatement = async (caseId: number): Promise<CaseStatement> => {
  const response = await request(t.app, 'GET', `/api/family/cases/${caseId}/statement`, {
    host: company.host,
    token: family.token,
  });
  expect(response.status).toBe(200);
  return caseStatement.parse(await response.json());
};
const casePage = async (caseId: number): Promise<StaffCase> => {
  const response = await request(t.app, 'GET', `/api/staff/cases/${caseId}`, { host: company.host, token: director });
  expect(response.status).toBe(200);
  return staffCase.parse(await response.json());
};
let signatures = 0;
const sign = async (caseId: number, signatureName = 'Pat Fixture') => {
  const response = await request(t.app, 'POST', `/api/family/arrangements/${caseId}/contract/submit`, {
    host: company.host,
    token: family.token,
    body: { signatureName, consent: true },
    headers: { 'Idempotency-Key': `reasons-sign-${(signatures += 1)}-${caseId}` },
  });
  expect(response.status).toBe(200);
};
const lineNames = (statement: CaseStatement) =>
  statement.groups.flatMap((group) => group.lines.map((line) => line.name));

const cemeteryReason = 'Riverside Cemetery requires an outer burial container: the grave liner is on the statement.';
const embalmingReason = 'You chose a public viewing with an open casket,\nwhich needs embalming.';

beforeAll(async () => {
  [database, smtp] = await Promise.all([openTestDatabase(), startTestSmtpServer()]);
  t = createTestApp(database.db, { media: database.media, smtpUrl: smtp.url });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  // The price list's Embalming is the rule's embalming (decision 0108), whether the seed says so or not.
  const marked = await company.scope
    .update(gplItems, { ruleItem: 'embalming' }, eq(gplItems.name, 'Embalming'))
    .returning({ id: gplItems.id });
  expect(marked).toHaveLength(1);
  [owner, director, office, otherOwner] = await Promise.all([
    staffToken(company, 'owner'),
    staffToken(company, 'director'),
    staffToken(company, 'staff'),
    staffToken(other, 'owner'),
  ]);
  family = await newFamily(t.app, company, { member: { name: 'Daniel Mensah' }, case: { name: 'Abena Mensah' } });
  const [cremation] = await company.scope
    .select({ id: packages.id })
    .from(packages, eq(packages.name, 'Direct cremation'))
    .orderBy(asc(packages.id));
  cremationFamily = { ...family, ids: { ...family.ids, package: cremation!.id } };
});
afterAll(async () => {
  await t.mail.flush();
  await smtp.close();
  await database.close();
});

describe('what the statement says', () => {
  it('with embalming: "None" and the default embalming words until staff write theirs, then theirs', async () => {
    const caseId = await readyToSign(t.app, family, company.scope);
    const before = await familyStatement(caseId);
    expect(lineNames(before)).toContain('Embalming');
    expect(before.reasons).toEqual({ requiredPurchases: NO_REQUIRED_PURCHASES, embalming: DEFAULT_EMBALMING_REASON });
    expect((await casePage(caseId)).arrangement.reasons).toEqual({
      requiredPurchases: '',
      embalming: '',
      embalmingCharged: true,
      signed: false,
    });

    const saved = await put(caseId, { requiredPurchases: `  ${cemeteryReason} `, embalming: embalmingReason });
    expect(saved.status).toBe(200);
    expect(staffStatementReasons.parse(await saved.json())).toEqual({
      requiredPurchases: cemeteryReason,
      embalming: embalmingReason,
      embalmingCharged: true,
      signed: false,
    });
    expect((await familyStatement(caseId)).reasons).toEqual({
      requiredPurchases: cemeteryReason,
      embalming: embalmingReason,
    });
    expect((await casePage(caseId)).arrangement.reasons.requiredPurchases).toBe(cemeteryReason);

    // Emptied again: the statement's words for none come back.
    expect((await put(caseId, { requiredPurchases: '', embalming: ' ' })).status).toBe(200);
    expect((await familyStatement(caseId)).reasons).toEqual({
      requiredPurchases: NO_REQUIRED_PURCHASES,
      embalming: DEFAULT_EMBALMING_REASON,
    });
  });

  it('without embalming: no embalming reason, even one staff wrote, and the 453.5(b) sentence still printed', async () => {
    const caseId = await readyToSign(t.app, cremationFamily, company.scope);
    const before = await familyStatement(caseId);
    expect(lineNames(before)).not.toContain('Embalming');
    expect(before.reasons).toEqual({ requiredPurchases: NO_REQUIRED_PURCHASES, embalming: null });

    const saved = await put(caseId, { requiredPurchases: cemeteryReason, embalming: embalmingReason });
    expect(staffStatementReasons.parse(await saved.json())).toMatchObject({ embalmingCharged: false });
    const statement = await familyStatement(caseId);
    expect(statement.reasons).toEqual({ requiredPurchases: cemeteryReason, embalming: null });
    const text = statementText(statement).join('\n');
    expect(text).toContain(`${REQUIRED_PURCHASES_HEADING}\n${statementChargesSentence.text}\n${cemeteryReason}`);
    expect(text).toContain(`${EMBALMING_HEADING}\n${statementEmbalmingSentence.text}`);
    expect(text).not.toContain(embalmingReason);
    expect(text).not.toContain(DEFAULT_EMBALMING_REASON);
  });
});

describe('who writes them, and what is refused', () => {
  it('owners and directors (cases.work); office staff 403, another company 404, a family not at all', async () => {
    const caseId = await readyToSign(t.app, family, company.scope);
    const body = { requiredPurchases: 'Crematory rule', embalming: '' };
    const refused = await put(caseId, body, office);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(roleRefusedMessage);
    expect((await put(caseId, body, otherOwner, other.host)).status).toBe(404);
    // The other company's staff naming the case on its own host: no such case there either.
    expect((await put(caseId, body, owner, other.host)).status).toBe(401);
    const asFamily = await put(caseId, body, family.token);
    expect(asFamily.status).toBeGreaterThanOrEqual(401);
    expect(asFamily.status).toBeLessThan(404);
    const [row] = await company.scope
      .select({ reason: arrangements.requiredPurchasesReason })
      .from(arrangements, eq(arrangements.caseId, caseId));
    expect(row?.reason).toBe('');
    expect((await put(caseId, body, owner)).status).toBe(200);
    expect((await familyStatement(caseId)).reasons?.requiredPurchases).toBe('Crematory rule');
    expect((await put(2_000_000_000, body, owner)).status).toBe(404);
  });

  it('422 on a reason too long, a missing one, or one that is no text; paragraphs are fine', async () => {
    const caseId = await readyToSign(t.app, family, company.scope);
    const tooLong = await put(caseId, { requiredPurchases: 'x'.repeat(STATEMENT_REASON_MAX + 1), embalming: '' });
    expect(tooLong.status).toBe(422);
    expect(apiError.parse(await tooLong.json()).issues?.[0]?.path).toBe('requiredPurchases');
    expect((await put(caseId, { requiredPurchases: '' })).status).toBe(422);
    expect((await put(caseId, { requiredPurchases: 'a\u0000b', embalming: '' })).status).toBe(422);
    expect((await put(caseId, { requiredPurchases: 7, embalming: '' })).status).toBe(422);
    expect((await familyStatement(caseId)).reasons?.requiredPurchases).toBe(NO_REQUIRED_PURCHASES);
    const paragraphs = 'State law requires it.\n\nThe cemetery does too.';
    expect(
      (await put(caseId, { requiredPurchases: paragraphs, embalming: 'x'.repeat(STATEMENT_REASON_MAX) })).status,
    ).toBe(200);
    expect((await familyStatement(caseId)).reasons?.requiredPurchases).toBe(paragraphs);
  });

  it('signed with the statement: 409 after, kept as signed, written again once a void reissues it', async () => {
    const caseId = await readyToSign(t.app, family, company.scope);
    expect((await put(caseId, { requiredPurchases: cemeteryReason, embalming: embalmingReason })).status).toBe(200);
    await sign(caseId);
    const signed = await familyStatement(caseId);
    expect(signed.signature).not.toBeNull();
    expect(signed.reasons).toEqual({ requiredPurchases: cemeteryReason, embalming: embalmingReason });

    const late = await put(caseId, { requiredPurchases: 'Changed after signing', embalming: 'Changed' });
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(statementReasonMessages.signed);
    expect((await familyStatement(caseId)).reasons).toEqual(signed.reasons);
    expect((await casePage(caseId)).arrangement.reasons).toEqual({
      requiredPurchases: cemeteryReason,
      embalming: embalmingReason,
      embalmingCharged: true,
      signed: true,
    });

    const voided = await request(t.app, 'POST', `/api/staff/cases/${caseId}/statement/void`, {
      host: company.host,
      token: director,
      body: { issue: 1, reason: 'The family changes the service' },
    });
    expect(voided.status).toBe(200);
    const history = statementHistory.parse(await voided.json());
    expect(history.voided[0]?.statement.reasons).toEqual(signed.reasons);
    expect((await put(caseId, { requiredPurchases: '', embalming: 'Reissued' })).status).toBe(200);
    expect((await familyStatement(caseId)).reasons).toEqual({
      requiredPurchases: NO_REQUIRED_PURCHASES,
      embalming: 'Reissued',
    });
  });
});

describe('the signed statement’s mail', () => {
  const hostile = '<b>Riverside & Sons</b> "requires" a liner';
  let mail: ReceivedMail;

  beforeAll(async () => {
    const caseId = await readyToSign(t.app, family, company.scope, 'Mara Quill');
    expect((await put(caseId, { requiredPurchases: hostile, embalming: '' })).status).toBe(200);
    await sign(caseId, 'Mara Quill');
    await t.mail.flush();
    // The purchaser's mail of this signing (the others of the file are Pat Fixture's).
    [mail] = (await smtp.waitFor((received) => received.text.startsWith('Dear Mara Quill,'))) as [ReceivedMail];
  });

  it('carries the rule’s sentences and the reasons in its text part, in the statement’s order', () => {
    expect(mail.text).toContain(
      [REQUIRED_PURCHASES_HEADING, statementChargesSentence.text, hostile, '', EMBALMING_HEADING].join('\n'),
    );
    expect(mail.text).toContain([statementEmbalmingSentence.text, DEFAULT_EMBALMING_REASON].join('\n'));
  });

  it('shows them in its HTML part as words, never as markup', () => {
    expect(mail.html).not.toBeNull();
    expect(mail.html).toContain('&lt;b&gt;Riverside &amp; Sons&lt;/b&gt;');
    const document = new JSDOM(mail.html ?? '').window.document;
    expect(document.querySelectorAll('b')).toHaveLength(0);
    const text = document.body.textContent;
    expect(text).toContain(hostile);
    expect(text).toContain(statementEmbalmingSentence.text);
    expect(text).toContain(DEFAULT_EMBALMING_REASON);
  });
});
