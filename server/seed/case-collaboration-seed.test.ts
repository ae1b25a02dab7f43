import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskStatuses } from '#contract/family-tasks.ts';
import type { TaskKind } from '#contract/family-tasks.ts';
import {
  caseDetails,
  caseMembers,
  caseTaskAssignees,
  caseTasks,
  cases,
  memorialThemes,
  obituaries,
} from '#server/db/schema.ts';
import { and, isNotNull } from 'drizzle-orm';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/* The demo's families working together: a relative who joined, tasks in every status. */

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

  it('backs every task it marks done with the work: a chosen theme, saved life details', async () => {
    const scope = tenantScope(database.db, database.demoCompanyId);
    const done = await scope
      .select({ caseId: caseTasks.caseId, kind: caseTasks.kind })
      .from(caseTasks, eq(caseTasks.status, 'done'));
    expect(done.length).toBeGreaterThan(0);
    // A kind the demo marks done needs its check here first: a done task over no work misleads the family.
    const workOf: Partial<Record<TaskKind, (caseId: number) => Promise<number>>> = {
      'select-theme': (caseId) => scope.count(memorialThemes, eq(memorialThemes.caseId, caseId)),
      'add-details': (caseId) => scope.count(caseDetails, eq(caseDetails.caseId, caseId)),
      'review-obituary': (caseId) =>
        scope.count(obituaries, and(eq(obituaries.caseId, caseId), isNotNull(obituaries.textApprovedByUserId))),
    };
    for (const task of done) {
      const count = workOf[task.kind as TaskKind];
      expect(count, `a check for done ${task.kind} tasks`).toBeDefined();
      expect(await count!(task.caseId), `the work of the done ${task.kind} task of case ${task.caseId}`).toBe(1);
    }
  });
});
