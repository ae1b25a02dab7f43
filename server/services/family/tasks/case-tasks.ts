import { and, eq } from 'drizzle-orm';
import { taskKinds, type TaskKind, type TaskStatus } from '#contract/family-tasks.ts';
import { caseTasks } from '#server/db/schema.ts';
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
