import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CaseTask, CaseTasksPage, TaskStatus } from '#contract/family-tasks.ts';
import { taskTitles } from '#contract/family-tasks.ts';
import type { TaskSuggestions } from '#contract/family-task-calls.ts';
import { caseTaskAssignees, caseTasks, users } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { ensureCaseTasks } from './case-tasks.ts';
import { isCaseMember, membersOfCase } from './case-members.ts';

/*
 * The family's calls on a case's tasks (spec §7 GET .../tasks, assign, unassign, status,
 * user-suggestions), through the CaseScope: a case, task or user that is not the member's (or not a
 * member of the case) is not found, and the route answers 404 as for any foreign id.
 */

type TaskRow = typeof caseTasks.$inferSelect;

async function assigneesOf(scope: CaseScope, taskIds: number[]) {
  if (taskIds.length === 0) return [];
  return scope
    .select({ taskId: caseTaskAssignees.taskId, userId: users.id, name: users.name })
    .from(caseTaskAssignees, inArray(caseTaskAssignees.taskId, taskIds))
    .innerJoin(users, and(eq(users.id, caseTaskAssignees.userId), scope.owns(users)))
    .orderBy(asc(caseTaskAssignees.createdAt), asc(caseTaskAssignees.id));
}

async function toTasks(scope: CaseScope, rows: TaskRow[]): Promise<CaseTask[]> {
  const assignees = await assigneesOf(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: taskTitles[row.kind],
    status: row.status,
    assignees: assignees.filter((assignee) => assignee.taskId === row.id).map(({ userId, name }) => ({ userId, name })),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** GET .../tasks: the case's tasks in the order of the task pages (made on first need), paged. */
export async function listCaseTasks(
  scope: CaseScope,
  caseId: number,
  paging: { page: number; pageSize: number },
): Promise<CaseTasksPage | null> {
  if (!scope.isMemberOf(caseId)) return null;
  await ensureCaseTasks(scope, caseId);
  const where = eq(caseTasks.caseId, caseId);
  const [rows, total] = await Promise.all([
    scope
      .selectAll(caseTasks, where)
      .orderBy(asc(caseTasks.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    scope.count(caseTasks, where),
  ]);
  return { items: await toTasks(scope, rows), page: paging.page, pageSize: paging.pageSize, total };
}

async function findTask(scope: CaseScope, caseId: number, taskId: number): Promise<TaskRow | null> {
  const [row] = await scope.selectAll(caseTasks, and(eq(caseTasks.caseId, caseId), eq(caseTasks.id, taskId)));
  return row ?? null;
}

async function answerTask(scope: CaseScope, caseId: number, taskId: number): Promise<CaseTask | null> {
  const row = await findTask(scope, caseId, taskId);
  return row ? ((await toTasks(scope, [row]))[0] ?? null) : null;
}

interface TaskRef {
  caseId: number;
  taskId: number;
}

/** POST .../assign/{userId}: gives the task to a member of the case (again: no change). */
export async function assignTask(scope: CaseScope, ref: TaskRef & { userId: number }, now: Date) {
  const task = await findTask(scope, ref.caseId, ref.taskId);
  if (!task || !(await isCaseMember(scope, ref.caseId, ref.userId))) return null;
  await scope.transaction(async (tx) => {
    const added = await tx
      .insert(caseTaskAssignees, { caseId: ref.caseId, taskId: ref.taskId, userId: ref.userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: caseTaskAssignees.id });
    if (added.length > 0) await tx.update(caseTasks, { updatedAt: now }, eq(caseTasks.id, ref.taskId));
  });
  return answerTask(scope, ref.caseId, ref.taskId);
}

/** POST .../unassign/{userId}: takes the task from a member of the case (not on it: no change). */
export async function unassignTask(scope: CaseScope, ref: TaskRef & { userId: number }, now: Date) {
  const task = await findTask(scope, ref.caseId, ref.taskId);
  if (!task || !(await isCaseMember(scope, ref.caseId, ref.userId))) return null;
  await scope.transaction(async (tx) => {
    const removed = await tx
      .delete(
        caseTaskAssignees,
        and(eq(caseTaskAssignees.taskId, ref.taskId), eq(caseTaskAssignees.userId, ref.userId)),
      )
      .returning({ id: caseTaskAssignees.id });
    if (removed.length > 0) await tx.update(caseTasks, { updatedAt: now }, eq(caseTasks.id, ref.taskId));
  });
  return answerTask(scope, ref.caseId, ref.taskId);
}

/** POST .../status/{status}. */
export async function setTaskStatus(scope: CaseScope, ref: TaskRef & { status: TaskStatus }, now: Date) {
  const task = await findTask(scope, ref.caseId, ref.taskId);
  if (!task) return null;
  // Marked done by hand, the task is this member's approval as much as a finished page's (case-tasks.ts).
  if (task.status !== ref.status)
    await scope.update(
      caseTasks,
      { status: ref.status, completedByUserId: ref.status === 'done' ? scope.memberId : null, updatedAt: now },
      eq(caseTasks.id, ref.taskId),
    );
  return answerTask(scope, ref.caseId, ref.taskId);
}

/** GET .../user-suggestions: every member of the case, those not on the task first, each by name. */
export async function taskSuggestions(scope: CaseScope, ref: TaskRef): Promise<TaskSuggestions | null> {
  const task = await findTask(scope, ref.caseId, ref.taskId);
  if (!task) return null;
  const [members, assigned] = await Promise.all([membersOfCase(scope, ref.caseId), assigneesOf(scope, [ref.taskId])]);
  const onTask = new Set(assigned.map((row) => row.userId));
  const items = members.map((member) => ({ ...member, assigned: onTask.has(member.userId) }));
  return { items: [...items.filter((item) => !item.assigned), ...items.filter((item) => item.assigned)] };
}
