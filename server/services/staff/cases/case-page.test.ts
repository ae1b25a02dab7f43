import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangementLines, casePayments, caseRefunds, gplItems } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { createArrangement } from '#tests/server/factories/arrangement.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { createInvitation } from '#tests/server/factories/invitation.ts';
import { taskOf } from '#tests/server/factories/task.ts';
import { countingQueries } from '#tests/server/query-counter.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { staffCasePage } from './case-page.ts';

/*
 * Decision 0065: the case page's query count does not depend on the number of members, invitations,
 * tasks, arrangement lines or payments and refunds. Two cases alike but for those counts are read through a counting
 * handle (query-counter.ts).
 */

let database: TestDatabase;
let company: FactoryCompany;
beforeAll(async () => {
  database = await openTestDatabase();
  company = await createCompany(database);
});
afterAll(() => database.close());

async function caseOfSize(size: number): Promise<number> {
  const { scope } = company;
  const { caseId } = await createCase(scope, { name: `Counted ${size}` });
  const members = [];
  for (let index = 0; index < size; index += 1) members.push(await createFamilyMember(scope, { caseIds: [caseId] }));
  await createArrangement(scope, { caseId, memberId: members[0]!.memberId }, { packageName: 'Traditional burial' });
  for (let index = 0; index < size; index += 1)
    await createInvitation(scope, { caseId, invitedBy: members[0]!.memberId });
  // Tasks made (all kinds) or not at all: the page reads them in one query either way.
  if (size > 1) await taskOf(scope, caseId);
  const items = await scope.select({ id: gplItems.id, categoryId: gplItems.categoryId }).from(gplItems);
  await scope.insert(
    arrangementLines,
    Array.from({ length: size * 3 }, (_, index) => ({
      caseId,
      itemId: items[index % items.length]!.id,
      categoryId: items[index % items.length]!.categoryId,
      quantity: 1,
    })),
  );
  // The payments ledger: a payment and a refund of it each, read in the same query.
  for (let index = 0; index < size; index += 1) {
    const [payment] = await scope
      .insert(casePayments, {
        caseId,
        amountCents: 1_000,
        status: 'paid',
        method: 'check',
        reference: `${index}`,
        provider: 'recorded',
        idempotencyKey: `counted-${size}-${index}`,
        recordedByUserId: members[0]!.memberId,
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
  return caseId;
}

async function queriesToRead(caseId: number) {
  const { db, counter } = countingQueries(database.db);
  const page = await staffCasePage(tenantScope(db, company.companyId), 1, caseId, new Date());
  return { queries: counter.queries, page: page! };
}

describe('the case page', () => {
  it('takes one query, for 1 member, invitation and 3 lines as for 8, 8 and 24', async () => {
    const small = await queriesToRead(await caseOfSize(1));
    const large = await queriesToRead(await caseOfSize(8));
    expect(small.page.members).toHaveLength(1);
    expect(large.page.members).toHaveLength(8);
    expect(large.page.invitations).toHaveLength(8);
    expect(large.page.tasks.items.length).toBeGreaterThan(0);
    expect(large.page.payments).toHaveLength(8);
    expect(large.page.payments[0]!.refunds).toHaveLength(1);
    expect(large.page.arrangement.paidCents).toBe(8 * 900);
    // The case with its details, members, arrangement (head and lines) and the console's facts:
    // the page's budget on PGlite (decision 0069) allows no more.
    expect(small.queries).toBe(1);
    expect(large.queries).toBe(small.queries);
  });
});
