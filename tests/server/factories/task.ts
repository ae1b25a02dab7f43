import { and, asc, eq } from 'drizzle-orm';
import type { TaskKind } from '#contract/family-tasks.ts';
import { caseTasks } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { ensureCaseTasks } from '#server/services/family/tasks/case-tasks.ts';

/*
 * A case's task for tests that name a task id: the rows are made as the portal makes them, on first
 * need (server/services/family/tasks/case-tasks.ts), so a fresh case has them all, to do.
 */

/** The id of the case's task of `kind`, or its first task. */
export async function taskOf(scope: TenantScope, caseId: number, kind?: TaskKind): Promise<number> {
  await ensureCaseTasks(scope, caseId);
  const [task] = await scope
    .select({ id: caseTasks.id })
    .from(caseTasks, and(eq(caseTasks.caseId, caseId), kind ? eq(caseTasks.kind, kind) : undefined))
    .orderBy(asc(caseTasks.id))
    .limit(1);
  return task!.id;
}
