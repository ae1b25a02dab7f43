import { asc, eq } from 'drizzle-orm';
import { caseInvitations, caseTasks } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { INVITATION_MS } from '#server/services/family/invitations/invite.ts';
import { newOneTimeToken } from '#server/services/one-time-token.ts';
import { ensureCaseTasks } from '#server/services/family/tasks/case-tasks.ts';

/* Invitations and tasks for tests that walk every route (isolation, access), made without mail. */

let made = 0;

/** A usable invitation to `caseId` for `email` (a fresh address when none is given); its token. */
export async function freshInvitation(
  scope: TenantScope,
  invite: { caseId: number; invitedBy: number; email?: string },
): Promise<{ token: string; email: string }> {
  const { token, tokenHash } = newOneTimeToken();
  const email = invite.email ?? `invited-${(made += 1)}-${Date.now()}@family.example`;
  await scope.insert(caseInvitations, {
    caseId: invite.caseId,
    invitedBy: invite.invitedBy,
    name: 'Invited Relative',
    email,
    tokenHash,
    expiresAt: new Date(Date.now() + INVITATION_MS),
  });
  return { token, email };
}

/** The id of the case's first task (the tasks are made when missing). */
export async function firstTaskOf(scope: TenantScope, caseId: number): Promise<number> {
  await ensureCaseTasks(scope, caseId);
  const [task] = await scope
    .select({ id: caseTasks.id })
    .from(caseTasks, eq(caseTasks.caseId, caseId))
    .orderBy(asc(caseTasks.id))
    .limit(1);
  return task!.id;
}
