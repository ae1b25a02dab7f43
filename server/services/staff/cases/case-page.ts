import { and, asc, eq, isNull } from 'drizzle-orm';
import { taskKinds, taskTitles, type TaskStatus } from '#contract/family-tasks.ts';
import { stationeryItemTypes, stationeryTitles } from '#contract/family-proofs.ts';
import { caseReference } from '#contract/planning.ts';
import type { ArrangementState, CaseProofs, PendingInvitation, StaffCase } from '#contract/staff-cases.ts';
import {
  caseInvitations,
  caseTasks,
  memorialVideos,
  obituaries,
  packages,
  stationeryProofs,
} from '#server/db/schema.ts';
import type { CaseScope, TenantScope } from '#server/db/tenant-scope.ts';
import { readCaseDetails } from '#server/services/family/case-details/case-details.ts';
import { loadArrangement } from '#server/services/family/load-arrangement.ts';
import { caseStatementOf } from '#server/services/family/statement.ts';
import { membersOfCase } from '#server/services/family/tasks/case-members.ts';
import { caseHead, staffCaseScope } from './case-scope.ts';

/*
 * GET /api/staff/cases/{id}: the case page. The details, members, arrangement and statement come
 * from the family's own services over the staff member's CaseScope (case-scope.ts), so the console
 * and the portal never disagree: the totals are the family statement's (caseStatementOf, over
 * contract/arrangement-rules.ts totalsOf). The number of queries is fixed whatever the number of
 * members, invitations, tasks or lines (case-page.test.ts counts them).
 */

async function pendingInvitations(scope: CaseScope, caseId: number, now: Date): Promise<PendingInvitation[]> {
  const rows = await scope
    .select({
      id: caseInvitations.id,
      name: caseInvitations.name,
      email: caseInvitations.email,
      sentAt: caseInvitations.createdAt,
      expiresAt: caseInvitations.expiresAt,
    })
    .from(caseInvitations, and(eq(caseInvitations.caseId, caseId), isNull(caseInvitations.usedAt)))
    .orderBy(asc(caseInvitations.createdAt), asc(caseInvitations.id));
  return rows.map((row) => ({
    ...row,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  }));
}

/** Every task kind with its status; a task the case has no row for yet is to do (rows are made on first need). */
async function taskProgress(scope: CaseScope, caseId: number): Promise<StaffCase['tasks']> {
  const rows = await scope
    .select({ kind: caseTasks.kind, status: caseTasks.status })
    .from(caseTasks, eq(caseTasks.caseId, caseId));
  const statusOf = new Map(rows.map((row) => [row.kind, row.status]));
  const items = taskKinds.map((kind) => ({
    kind,
    title: taskTitles[kind],
    status: statusOf.get(kind) ?? ('to-do' satisfies TaskStatus),
  }));
  return { done: items.filter((item) => item.status === 'done').length, total: items.length, items };
}

async function arrangementState(scope: CaseScope, caseId: number): Promise<ArrangementState | null> {
  const loaded = await loadArrangement(scope, caseId);
  if (!loaded) return null;
  const [statement, [chosen]] = await Promise.all([
    caseStatementOf(scope, loaded),
    loaded.packageId === null
      ? Promise.resolve([])
      : scope.select({ name: packages.name }).from(packages, eq(packages.id, loaded.packageId)),
  ]);
  return {
    packageName: chosen?.name ?? null,
    signedAt: loaded.contract?.signedAt?.toISOString() ?? null,
    signerName: loaded.contract?.signedAt ? loaded.contract.signerName : null,
    totalCents: statement.totalCents,
    paidCents: statement.paidCents,
    balanceCents: statement.balanceCents,
    hasEstimates: statement.hasEstimates,
  };
}

async function proofStates(scope: CaseScope, caseId: number): Promise<CaseProofs> {
  const [proofs, [video]] = await Promise.all([
    scope
      .select({ itemType: stationeryProofs.itemType, approvedAt: stationeryProofs.approvedAt })
      .from(stationeryProofs, eq(stationeryProofs.caseId, caseId)),
    scope
      .select({ approvedAt: memorialVideos.approvedAt })
      .from(memorialVideos, eq(memorialVideos.caseId, caseId))
      .limit(1),
  ]);
  const stateOf = (approvedAt: Date | null) => ({
    state: approvedAt ? ('approved' as const) : ('waiting' as const),
    approvedAt: approvedAt?.toISOString() ?? null,
  });
  return {
    stationery: proofs
      .sort((a, b) => stationeryItemTypes.indexOf(a.itemType) - stationeryItemTypes.indexOf(b.itemType))
      .map((proof) => ({
        itemType: proof.itemType,
        title: stationeryTitles[proof.itemType],
        ...stateOf(proof.approvedAt),
      })),
    video: video ? stateOf(video.approvedAt) : null,
  };
}

/** The case's obituary, if one is written: the console links to it, or offers to write it. */
async function obituaryOf(scope: CaseScope, caseId: number): Promise<StaffCase['obituary']> {
  const [found] = await scope
    .select({ id: obituaries.id, state: obituaries.publicationState })
    .from(obituaries, eq(obituaries.caseId, caseId))
    .limit(1);
  return found ?? null;
}

export async function staffCasePage(
  scope: TenantScope,
  staffUserId: number,
  caseId: number,
  now: Date,
): Promise<StaffCase | null> {
  const head = await caseHead(scope, caseId);
  if (!head) return null;
  const caseScope = staffCaseScope(scope, staffUserId, caseId);
  const [details, members, invitations, tasks, arrangement, proofs, obituary] = await Promise.all([
    readCaseDetails(caseScope, caseId),
    membersOfCase(caseScope, caseId),
    pendingInvitations(caseScope, caseId, now),
    taskProgress(caseScope, caseId),
    arrangementState(caseScope, caseId),
    proofStates(caseScope, caseId),
    obituaryOf(caseScope, caseId),
  ]);
  if (!details || !arrangement) return null;
  return {
    id: head.id,
    reference: caseReference(head.id),
    status: head.status,
    decedentName: head.decedentName,
    nameSlug: head.nameSlug,
    locationId: head.locationId,
    locationName: head.locationName,
    openedAt: head.openedAt.toISOString(),
    details,
    members,
    invitations,
    tasks,
    arrangement,
    proofs,
    obituary,
  };
}
