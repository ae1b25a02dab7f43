import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskKinds, taskTitles, type TaskKind } from '#contract/family-tasks.ts';
import { myCases, staffCase, type MyCase, type StaffCase } from '#contract/staff-cases.ts';
import { casePayments, caseRefunds, cases } from '#server/db/schema.ts';
import { setCaseTaskStatus } from '#server/services/family/tasks/case-tasks.ts';
import { EVERGREEN_DIRECTOR_EMAIL } from '#server/seed/evergreen/staff.ts';
import { createArrangement } from '#tests/server/factories/arrangement.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { purchaserFor } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * "My cases" with what each family still has to do (issue 43, decision 0105 amended): each figure
 * against the same case read another way — the open tasks against the tasks made open here, the
 * statement's state and balance against the console's case page and its payments ledger — and only the
 * director's own opened cases of the company.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let mine: { id: number; email: string; password: string };
let token: string;

const call = (path: string) => request(t.app, 'GET', path, { host: company.host, token });
const myItems = async (): Promise<MyCase[]> => {
  const response = await call('/api/staff/my-cases');
  expect(response.status).toBe(200);
  return myCases.parse(await response.json()).items;
};
const itemOf = async (caseId: number): Promise<MyCase> => {
  const found = (await myItems()).find((item) => item.id === caseId);
  if (!found) throw new Error(`case ${caseId} is not among my cases`);
  return found;
};
const casePage = async (caseId: number): Promise<StaffCase> => {
  const response = await call(`/api/staff/cases/${caseId}`);
  expect(response.status).toBe(200);
  return staffCase.parse(await response.json());
};

/** A case of mine with a family member, arranged as asked (`signed`: signed two days ago). */
async function myCase(name: string, arrangement: 'none' | 'draft' | 'signed') {
  const { caseId } = await createCase(company.scope, { name, director: mine.email });
  const { memberId } = await createFamilyMember(company.scope, { caseIds: [caseId] });
  if (arrangement !== 'none')
    await createArrangement(
      company.scope,
      { caseId, memberId },
      {
        packageName: 'Cremation with memorial',
        choices: [
          { line: 'Choose an urn', item: 'Brass urn', variant: 'Antique bronze finish' },
          { line: 'Choose a memorial folder design', item: 'Memorial folders, sunrise design (100)' },
        ],
        ...(arrangement === 'signed'
          ? {
              purchaser: purchaserFor('Pat Family'),
              signedDaysAgo: 2,
              payments: [{ amountCents: 150_000, card: { brand: 'visa', last4: '4242' }, daysAgo: 2 }],
            }
          : {}),
      },
    );
  return { caseId, memberId };
}

/** Marks the case's tasks of `kinds` done (and one other in progress, still open), as the portal's pages do. */
async function finishTasks(caseId: number, kinds: readonly TaskKind[]) {
  for (const kind of kinds) await setCaseTaskStatus(company.scope, caseId, kind, 'done', new Date());
  const open = taskKinds.find((kind) => !kinds.includes(kind));
  if (open) await setCaseTaskStatus(company.scope, caseId, open, 'in-progress', new Date());
}

/** A recorded payment of the case, with refunds of it as given. */
async function recordPayment(
  caseId: number,
  amountCents: number,
  status: 'paid' | 'declined' | 'pending',
  refunds: { amountCents: number; status: 'pending' | 'refunded' }[] = [],
) {
  const [payment] = await company.scope
    .insert(casePayments, {
      caseId,
      amountCents,
      status,
      method: 'check',
      provider: 'recorded',
      idempotencyKey: `my-cases-${caseId}-${Math.random()}`,
      recordedByUserId: mine.id,
    })
    .returning({ id: casePayments.id });
  for (const refund of refunds)
    await company.scope.insert(caseRefunds, { caseId, paymentId: payment!.id, ...refund, reason: 'Test refund' });
}

/** The balance as the case page's ledger says it: the statement's total less paid payments less their refunds. */
const ledgerBalance = (page: StaffCase) =>
  page.arrangement.totalCents -
  page.payments
    .filter((payment) => payment.status === 'paid')
    .reduce(
      (sum, payment) =>
        sum +
        payment.amountCents -
        payment.refunds
          .filter((refund) => refund.status === 'refunded')
          .reduce((all, each) => all + each.amountCents, 0),
      0,
    );

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  mine = await freshStaffAccount(company.scope, 'director');
  token = await signIn(t.app, company.host, mine);
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

describe('what each family still has to do', () => {
  it('counts the open tasks (a task with no row yet is to do) and names the first three in the portal’s order', async () => {
    const fresh = await myCase('Tasks Untouched', 'none');
    expect((await itemOf(fresh.caseId)).familyToDo.openTasks).toEqual({
      count: taskKinds.length,
      titles: taskKinds.slice(0, 3).map((kind) => taskTitles[kind]),
    });

    const done: TaskKind[] = ['add-details', 'upload-photos', 'review-obituary', 'review-wall-settings'];
    const worked = await myCase('Tasks Worked', 'none');
    await finishTasks(worked.caseId, done);
    const open = taskKinds.filter((kind) => !done.includes(kind));
    const { openTasks } = (await itemOf(worked.caseId)).familyToDo;
    expect(openTasks).toEqual({ count: open.length, titles: open.slice(0, 3).map((kind) => taskTitles[kind]) });
    // The case page counts the same tasks.
    const page = await casePage(worked.caseId);
    expect(openTasks.count).toBe(page.tasks.total - page.tasks.done);

    const all = await myCase('Tasks All Done', 'none');
    await finishTasks(all.caseId, taskKinds);
    expect((await itemOf(all.caseId)).familyToDo.openTasks).toEqual({ count: 0, titles: [] });
  });

  it('says the statement waits for a package, then for the signature; the balance only once signed', async () => {
    const none = await myCase('Nothing Chosen', 'none');
    const draft = await myCase('Draft Chosen', 'draft');
    expect((await itemOf(none.caseId)).familyToDo).toMatchObject({ statement: 'not-started', balanceCents: null });
    expect((await itemOf(draft.caseId)).familyToDo).toMatchObject({ statement: 'unsigned', balanceCents: null });
    expect((await casePage(draft.caseId)).arrangement.signedAt).toBeNull();
  });

  it('reads a signed statement’s balance from the one ledger: paid payments less their refunds, as the case page', async () => {
    const signed = await myCase('Signed Balance', 'signed');
    // A paid check with a refund given and one still asked; a declined card and a pending one count for nothing.
    await recordPayment(signed.caseId, 20_000, 'paid', [
      { amountCents: 5_000, status: 'refunded' },
      { amountCents: 1_000, status: 'pending' },
    ]);
    await recordPayment(signed.caseId, 30_000, 'declined');
    await recordPayment(signed.caseId, 40_000, 'pending');
    const page = await casePage(signed.caseId);
    expect(page.arrangement.signedAt).not.toBeNull();
    const { familyToDo } = await itemOf(signed.caseId);
    expect(familyToDo.statement).toBe('signed');
    expect(familyToDo.balanceCents).toBe(page.arrangement.balanceCents);
    expect(familyToDo.balanceCents).toBe(ledgerBalance(page));
    expect(familyToDo.balanceCents).toBe(page.arrangement.totalCents - 150_000 - 20_000 + 5_000);

    // Paid in full, every task done: nothing is left for the family.
    await recordPayment(signed.caseId, familyToDo.balanceCents!, 'paid');
    await finishTasks(signed.caseId, taskKinds);
    expect((await itemOf(signed.caseId)).familyToDo).toEqual({
      openTasks: { count: 0, titles: [] },
      statement: 'signed',
      balanceCents: 0,
    });
    expect((await casePage(signed.caseId)).arrangement.balanceCents).toBe(0);
  });
});

describe('only my open cases', () => {
  it('leaves out another director’s cases, a request not opened yet, and another company’s case that names me', async () => {
    const kept = await myCase('Mine Kept', 'none');
    const { caseId: theirs } = await createCase(company.scope, {
      name: 'Another Director’s',
      director: EVERGREEN_DIRECTOR_EMAIL,
    });
    const { caseId: request } = await createCase(company.scope, { name: 'Not Opened', director: mine.email });
    await company.scope.update(cases, { openedAt: null }, eq(cases.id, request));
    // The database would let another company's case name my account; the company's scope never reads it.
    const { caseId: elsewhere } = await createCase(other.scope, { name: 'Elsewhere' });
    await other.scope.update(cases, { directorUserId: mine.id }, eq(cases.id, elsewhere));

    const response = await call('/api/staff/my-cases');
    const { items, total } = myCases.parse(await response.json());
    const ids = items.map((item) => item.id);
    expect(ids).toContain(kept.caseId);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(request);
    expect(ids).not.toContain(elsewhere);
    expect(total).toBe(items.length);
  });

  it('names the next event, an ‘other’ one by the title staff gave it', async () => {
    const { caseId } = await createCase(company.scope, {
      name: 'Named Event',
      director: mine.email,
      deceased: {
        bornOn: '1940-01-01',
        diedDaysAgo: 2,
        events: [
          { kind: 'other', title: 'Private family viewing', daysFromNow: 1 },
          { kind: 'service', daysFromNow: 3 },
        ],
      },
    });
    const items = await myItems();
    expect(items[0]!.id).toBe(caseId);
    expect(items[0]!.nextEvent).toMatchObject({ kind: 'other', title: 'Private family viewing' });
  });
});
