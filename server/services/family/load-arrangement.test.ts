import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangementLines, gplItems } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { countingQueries } from '#tests/server/query-counter.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { toArrangement } from './arrangement-view.ts';
import { loadArrangement } from './load-arrangement.ts';

/*
 * Decision 0038: loading an arrangement takes the same number of database queries for 3 lines as for 30.
 * The database handle is wrapped so every query started on it is counted (query-counter.ts).
 */

let database: TestDatabase;
let company: FactoryCompany;
beforeAll(async () => {
  database = await openTestDatabase();
  company = await createCompany(database);
});
afterAll(() => database.close());

async function caseWithLines(lineCount: number): Promise<{ caseId: number; memberId: number }> {
  const { scope } = company;
  const { caseId } = await createCase(scope, { name: `Counted ${lineCount}` });
  const member = await createFamilyMember(scope, { caseIds: [caseId] });
  const items = await scope.select({ id: gplItems.id, categoryId: gplItems.categoryId }).from(gplItems);
  await scope.insert(
    arrangementLines,
    Array.from({ length: lineCount }, (_, index) => {
      const item = items[index % items.length]!;
      return { caseId, itemId: item.id, categoryId: item.categoryId, quantity: 1 + (index % 3) };
    }),
  );
  return { caseId, memberId: member.memberId };
}

async function queriesToLoad(lineCount: number): Promise<{ queries: number; lines: number }> {
  const { caseId, memberId } = await caseWithLines(lineCount);
  const { db, counter } = countingQueries(database.db);
  const scope = tenantScope(db, company.companyId).forMember(memberId, [caseId]);
  const loaded = await loadArrangement(scope, caseId);
  const lines = toArrangement(loaded!).categories.flatMap((category) => category.lines).length;
  return { queries: counter.queries, lines };
}

describe('loading an arrangement', () => {
  it('takes the same number of queries for 3 lines as for 30', async () => {
    const three = await queriesToLoad(3);
    const thirty = await queriesToLoad(30);
    expect(three.lines).toBe(3);
    expect(thirty.lines).toBe(30);
    expect(three.queries).toBeGreaterThan(0);
    expect(thirty.queries).toBe(three.queries);
  });
});
