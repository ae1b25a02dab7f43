import { and, eq, inArray } from 'drizzle-orm';
import type { CaseDetails } from '#contract/family-case-details.ts';
import type { TaskKind, TaskStatus } from '#contract/family-tasks.ts';
import { caseMembers, caseTaskAssignees, caseTasks, cases, obituaries, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { readCaseDetails, saveCaseDetails } from '#server/services/family/case-details/case-details.ts';
import { approveObituaryText, saveObituaryDraft } from '#server/services/family/content/obituary-text.ts';
import { ensureCaseTasks, setCaseTaskStatus } from '#server/services/family/tasks/case-tasks.ts';
import { runStaffPublicationAction } from '#server/services/staff-obituaries/publication-calls.ts';

/*
 * Demo data of case collaboration: relatives who joined a case (as if invited) and its tasks in every status,
 * given to different members. Runs after the family cases are written (family-portal-seed.ts).
 */

export interface CaseCollaborationSeed {
  /** The case, by the decedent's name (unique among a seed's cases). */
  decedentName: string;
  /** Family accounts (emails of TenantSeed.families) who joined the case besides its first member. */
  relatives: string[];
  tasks: { kind: TaskKind; status: TaskStatus; assignees: string[] }[];
  /**
   * Life details the family saved (the add-details task), over what the case already tells; saved
   * as the page saves them, by the first assignee of add-details, before the statuses are set.
   */
  details?: Partial<CaseDetails>;
  /**
   * The obituary the family wrote and approved when the funeral home asked them: the
   * text (the editor's markup) and who approved it. Run through the same calls, so the obituary is
   * ready to publish and the review-obituary task done by that member.
   */
  obituary?: { textHtml: string; approvedBy: string };
}

export async function insertCaseCollaborationSeed(
  scope: TenantScope,
  seeds: CaseCollaborationSeed[],
  now: Date,
): Promise<void> {
  for (const seed of seeds) {
    const [found] = await scope.select({ id: cases.id }).from(cases, eq(cases.decedentName, seed.decedentName));
    if (!found) throw new Error(`Collaboration seed names case ${seed.decedentName}, which the seed does not have`);
    const emails = [
      ...new Set([
        ...seed.relatives,
        ...seed.tasks.flatMap((task) => task.assignees),
        ...(seed.obituary ? [seed.obituary.approvedBy] : []),
      ]),
    ];
    const accounts = await scope.select({ id: users.id, email: users.email }).from(users, inArray(users.email, emails));
    const idOf = (email: string) => {
      const account = accounts.find((candidate) => candidate.email === email);
      if (!account) throw new Error(`Collaboration seed names account ${email}, which the seed does not have`);
      return account.id;
    };
    if (seed.relatives.length > 0)
      await scope.insert(
        caseMembers,
        seed.relatives.map((email) => ({ caseId: found.id, userId: idOf(email) })),
      );
    if (seed.details) await saveSeededDetails(scope, found.id, seed, idOf, now);
    await ensureCaseTasks(scope, found.id);
    for (const task of seed.tasks) {
      await setCaseTaskStatus(scope, found.id, task.kind, task.status, now);
      const [row] = await scope
        .select({ id: caseTasks.id })
        .from(caseTasks, and(eq(caseTasks.caseId, found.id), eq(caseTasks.kind, task.kind)));
      if (task.assignees.length > 0)
        await scope.insert(
          caseTaskAssignees,
          task.assignees.map((email) => ({ caseId: found.id, taskId: row!.id, userId: idOf(email) })),
        );
    }
    if (seed.obituary) await approvedObituary(scope, found.id, seed.obituary, idOf, now);
  }
}

/** The funeral home asks the family; the member writes the text and approves it: ready to publish. */
async function approvedObituary(
  scope: TenantScope,
  caseId: number,
  obituary: NonNullable<CaseCollaborationSeed['obituary']>,
  idOf: (email: string) => number,
  now: Date,
) {
  const [row] = await scope.select({ id: obituaries.id }).from(obituaries, eq(obituaries.caseId, caseId));
  if (!row) throw new Error(`Collaboration seed gives case ${caseId} an obituary text, but it has no obituary`);
  const steps = [
    await runStaffPublicationAction(scope, row.id, 'ask-family', now),
    await saveObituaryDraft(scope.forMember(idOf(obituary.approvedBy), [caseId]), caseId, obituary.textHtml, now),
    await approveObituaryText(scope.forMember(idOf(obituary.approvedBy), [caseId]), caseId, now),
  ];
  const failed = steps.find((step) => step.kind !== 'done');
  if (failed)
    throw new Error(`Collaboration seed: the obituary of case ${caseId} was refused (${JSON.stringify(failed)})`);
}

async function saveSeededDetails(
  scope: TenantScope,
  caseId: number,
  seed: CaseCollaborationSeed,
  idOf: (email: string) => number,
  now: Date,
) {
  const savedBy = seed.tasks.find((task) => task.kind === 'add-details')?.assignees[0];
  if (!savedBy) throw new Error(`Collaboration seed gives ${seed.decedentName} details but no add-details assignee`);
  const member = scope.forMember(idOf(savedBy), [caseId]);
  const known = (await readCaseDetails(member, caseId))!.details;
  await saveCaseDetails(member, caseId, { ...known, ...seed.details }, now);
}
