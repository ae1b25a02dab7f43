import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskStatuses } from '#contract/family-tasks.ts';
import { caseMembers, caseTaskAssignees, caseTasks, cases } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { openTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';

/* The demo's families working together (issue 13): a relative who joined, tasks in every status. */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("Evergreen's collaboration seed", () => {
  it("gives Harold's case a second member, and the demo's tasks every status and several assignees", async () => {
    const scope = tenantScope(database.db, database.demoCompanyId);
    const [harold] = await scope.select({ id: cases.id }).from(cases, eq(cases.decedentName, 'Harold James Whitfield'));
    expect(await scope.count(caseMembers, eq(caseMembers.caseId, harold!.id))).toBe(2);
    const seeded = await scope.select({ id: cases.id }).from(cases);
    const tasks = await scope.select({ status: caseTasks.status }).from(
      caseTasks,
      inArray(
        caseTasks.caseId,
        seeded.map((row) => row.id),
      ),
    );
    expect(new Set(tasks.map((task) => task.status))).toEqual(new Set(taskStatuses));
    const assignees = await scope
      .select({ userId: caseTaskAssignees.userId })
      .from(caseTaskAssignees, eq(caseTaskAssignees.caseId, harold!.id));
    expect(new Set(assignees.map((row) => row.userId)).size).toBe(2);
  });
});
