import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casePayments, caseRefunds } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { createArrangement } from '#tests/server/factories/arrangement.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { taskOf } from '#tests/server/factories/task.ts';
import { purchaserFor } from '#tests/server/family-fixtures.ts';
import { countingQueries } from '#tests/server/query-counter.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { myCases } from './my-cases.ts';

/*
 * "My cases" reads a page of cases in a bounded number of queries (issue 43): the same for one bare
 * case as for many with events, tasks, signed statements, payments and refunds. Read through a
 * counting handle (query-counter.ts).
 */

let database: TestDatabase;
let company: FactoryCompany;
beforeAll(async () => {
  database = await openTestDatabase();
  company = await createCompany(database);
});
afterAll(() => database.close());

/** A director with `size` cases; past the first, each with an event to come, its tasks, a signed statement, a payment and a refund. */
async function directorWith(size: number): Promise<number> {
  const { scope } = company;
  const director = await freshStaffAccount(scope, 'director');
  for (let index = 0; index < size; index += 1) {
    const full = index > 0;
    const { caseId } = await createCase(scope, {
      name: `Counted ${size} ${index}`,
      director: director.email,
      ...(full ? { deceased: { diedDaysAgo: 2, events: [{ kind: 'service' as const, daysFromNow: index }] } } : {}),
    });
    if (!full) continue;
    await taskOf(scope, caseId);
    const { memberId } = await createFamilyMember(scope, { caseIds: [caseId] });
    await createArrangement(
      scope,
      { caseId, memberId },
      {
        packageName: 'Cremation with memorial',
        choices: [
          { line: 'Choose an urn', item: 'Brass urn', variant: 'Antique bronze finish' },
          { line: 'Choose a memorial folder design', item: 'Memorial folders, sunrise design (100)' },
        ],
        purchaser: purchaserFor('Pat Counted'),
        signedDaysAgo: 1,
      },
    );
    const [payment] = await scope
      .insert(casePayments, {
        caseId,
        amountCents: 1_000,
        status: 'paid',
        method: 'check',
        provider: 'recorded',
        idempotencyKey: `counted-${size}-${index}`,
      })
      .returning({ id: casePayments.id });
    await scope.insert(caseRefunds, {
      caseId,
      paymentId: payment!.id,
      amountCents: 100,
      status: 'refunded',
      reason: 'Counted',
    });
  }
  return director.id;
}

async function queriesToRead(directorId: number) {
  const { db, counter } = countingQueries(database.db);
  const answer = await myCases(tenantScope(db, company.companyId), directorId, new Date());
  return { queries: counter.queries, answer };
}

describe('my cases', () => {
  it('takes two queries (the page and the count) for one bare case as for eight full ones', async () => {
    const one = await queriesToRead(await directorWith(1));
    const eight = await queriesToRead(await directorWith(8));
    expect(one.answer.items).toHaveLength(1);
    expect(eight.answer.items).toHaveLength(8);
    expect(eight.answer.items.slice(0, 7).every((item) => item.familyToDo.statement === 'signed')).toBe(true);
    expect(one.queries).toBe(2);
    expect(eight.queries).toBe(one.queries);
  });
});
