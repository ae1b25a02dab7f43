import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskKinds } from '#contract/family-tasks.ts';
import { caseTasks } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { completeCaseTask, ensureCaseTasks } from './case-tasks.ts';

let database: TestDatabase;
let company: FactoryCompany;
beforeAll(async () => {
  database = await openTestDatabase();
  company = await createCompany(database);
});
afterAll(() => database.close());

async function newCase(name: string) {
  const { scope } = company;
  return { scope, caseId: (await createCase(scope, { name })).caseId };
}

const statusesOf = async (scope: TenantScope, caseId: number) =>
  Object.fromEntries(
    (
      await scope
        .select({ kind: caseTasks.kind, status: caseTasks.status })
        .from(caseTasks, eq(caseTasks.caseId, caseId))
    ).map((row) => [row.kind, row.status]),
  );

describe('case tasks', () => {
  it('makes one task per task page, to do, however often it is asked', async () => {
    const { scope, caseId } = await newCase('Tasks made once');
    await ensureCaseTasks(scope, caseId);
    await ensureCaseTasks(scope, caseId);
    const statuses = await statusesOf(scope, caseId);
    expect(Object.keys(statuses).sort()).toEqual([...taskKinds].sort());
    expect(new Set(Object.values(statuses))).toEqual(new Set(['to-do']));
  });

  it('marks a finished page done, making the tasks first when a case has none yet, and touches no other', async () => {
    const { scope, caseId } = await newCase('Tasks finished');
    await completeCaseTask(scope, caseId, 'upload-photos', new Date('2026-08-01T10:00:00.000Z'));
    const statuses = await statusesOf(scope, caseId);
    expect(statuses['upload-photos']).toBe('done');
    expect(Object.entries(statuses).filter(([, status]) => status === 'done')).toHaveLength(1);
    expect(Object.keys(statuses)).toHaveLength(taskKinds.length);
  });
});
