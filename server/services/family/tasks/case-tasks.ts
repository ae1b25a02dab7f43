import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { taskKinds, taskTitles, type TaskKind, type TaskStatus } from '#contract/family-tasks.ts';
import { caseTasks } from '#server/db/schema.ts';
import { jsonList } from '#server/db/json-row.ts';
import { CaseScope, type TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The one way to the rows of a case's tasks: made on first need (every kind, none twice), so the
 * pages that finish a task and the list that shows them agree without a backfill or a seed order.
 * Takes a TenantScope: a CaseScope (family) or the company's (seeds, staff) both fit.
 */

/** Makes the case's missing task rows (to do); existing rows are left as they are. */
export async function ensureCaseTasks(scope: TenantScope, caseId: number): Promise<void> {
  await scope
    .insert(
      caseTasks,
      taskKinds.map((kind) => ({ caseId, kind })),
    )
    .onConflictDoNothing({ target: [caseTasks.caseId, caseTasks.kind] });
}

/**
 * Sets one task's status, making the case's tasks first if they are not there yet. Done, it records
 * who did it: the family member of a CaseScope (the console shows it as their approval), else nobody.
 */
export async function setCaseTaskStatus(
  scope: TenantScope,
  caseId: number,
  kind: TaskKind,
  status: TaskStatus,
  now: Date,
): Promise<void> {
  await ensureCaseTasks(scope, caseId);
  const completedByUserId = status === 'done' && scope instanceof CaseScope ? scope.memberId : null;
  await scope.update(
    caseTasks,
    { status, completedByUserId, updatedAt: now },
    and(eq(caseTasks.caseId, caseId), eq(caseTasks.kind, kind)),
  );
}

/** Finishing a task page's work (a photo chosen, the obituary approved …) marks its task done. */
export const completeCaseTask = (scope: TenantScope, caseId: number, kind: TaskKind, now: Date) =>
  setCaseTaskStatus(scope, caseId, kind, 'done', now);

/** A task row's kind and status, as a case's tasks source lists them. */
export interface TaskState {
  kind: TaskKind;
  status: TaskStatus;
}

/**
 * The case's task rows as one JSON list of { kind, status }: a column of a select from `cases`
 * (decision 0069). `caseId` is an id, or `cases.id` for every case of a larger select (the console's
 * "My cases").
 */
export function caseTaskStatesSource(scope: TenantScope, caseId: number | SQLWrapper): SQL<TaskState[]> {
  return jsonList(
    sql`json_build_object('kind', ${caseTasks.kind}, 'status', ${caseTasks.status})`,
    sql`${caseTasks} where ${and(eq(caseTasks.caseId, caseId), scope.owns(caseTasks))}`,
  ).mapWith((value: TaskState[]) => value);
}

/**
 * Every task of the case with its title and status, in the portal's order: a kind the case has no row
 * for yet is to do (rows are made on first need). What the console's case page and "My cases" count.
 */
export function everyTaskOf(rows: readonly TaskState[]): { kind: TaskKind; title: string; status: TaskStatus }[] {
  const statusOf = new Map(rows.map((row) => [row.kind, row.status]));
  return taskKinds.map((kind) => ({ kind, title: taskTitles[kind], status: statusOf.get(kind) ?? 'to-do' }));
}
