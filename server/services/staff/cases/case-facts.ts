import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { stationeryItemTypes, stationeryTitles, type StationeryItemType } from '#contract/family-proofs.ts';
import type { PublicationState } from '#contract/obituary-publication.ts';
import type { CaseDetailsView } from '#contract/family-case-details.ts';
import type { CaseMember } from '#contract/family-task-calls.ts';
import type { CaseProofs, PendingInvitation, StaffCase } from '#contract/staff-cases.ts';
import type { StaffPayment } from '#contract/staff-payments.ts';
import type { StatementHistory } from '#contract/staff-statements.ts';
import { caseInvitations, memorialVideos, obituaries, stationeryProofs } from '#server/db/schema.ts';
import { jsonList } from '#server/db/json-row.ts';
import type { CaseTable, TenantScope } from '#server/db/tenant-scope.ts';
import { caseDetailsSource, caseDetailsViewOf } from '#server/services/family/case-details/case-details.ts';
import { caseMembersSource } from '#server/services/family/tasks/case-members.ts';
import { caseTaskStatesSource, everyTaskOf } from '#server/services/family/tasks/case-tasks.ts';
import { statementChangesSource, statementHistoryOf } from '#server/services/family/statement-history.ts';
import {
  arrangementHeadSource,
  arrangementLinesSource,
  arrangementOf,
  type LoadedArrangement,
} from '#server/services/family/load-arrangement.ts';
import { ledgerSource, staffPaymentsOf } from '../payments/ledger-source.ts';
import { assignedDirectorSource } from './case-director.ts';
import { caseHeadQuery, type StaffCaseHead } from './case-scope.ts';

/*
 * The case page's case (case-page.ts) in one query: its own row (case-scope.ts) with, each a JSON
 * value of a subquery held to the case and the company, the family's details, members and
 * arrangement (the family services' own sources), the pending invitations, the tasks'
 * progress, the proofs' states, the obituary, the payments ledger (staff/payments/ledger-source.ts) and the
 * statement's revisions and voids (family/statement-history.ts), instead of ten queries: on PGlite every query costs
 * its round trips, and the case page's budget is 100 ms p95 with ten callers (decision 0069). Times
 * arrive as JSON text and are read back into instants here.
 */

interface FactRows {
  invitations: { id: number; name: string; email: string; sentAt: string; expiresAt: string }[];
  proofs: { itemType: StationeryItemType; version: number; approvedAt: string | null }[];
  video: { approvedAt: string | null } | null;
  obituary: { id: number; state: PublicationState } | null;
}

export interface CaseFacts {
  details: CaseDetailsView;
  members: CaseMember[];
  invitations: PendingInvitation[];
  tasks: StaffCase['tasks'];
  proofs: CaseProofs;
  obituary: StaffCase['obituary'];
  director: StaffCase['director'];
  payments: StaffPayment[];
  statement: StatementHistory;
}

const iso = (text: string) => new Date(text).toISOString();

function headAndFactsQuery(scope: TenantScope, caseId: number) {
  const ofCase = (table: CaseTable) => and(eq(table.caseId, caseId), scope.owns(table));
  const i = caseInvitations;
  return caseHeadQuery(scope, caseId, {
    // The family's own reads, composed into this one (one way to read each).
    details: caseDetailsSource(scope, caseId),
    director: assignedDirectorSource(scope),
    arrangementHead: arrangementHeadSource(scope, caseId),
    arrangementLines: arrangementLinesSource(scope, caseId),
    members: caseMembersSource(scope, caseId),
    payments: ledgerSource(scope, caseId),
    statementChanges: statementChangesSource(scope, caseId),
    invitations: jsonList(
      sql`json_build_object('id', ${i.id}, 'name', ${i.name}, 'email', ${i.email}, 'sentAt', ${i.createdAt}, 'expiresAt', ${i.expiresAt})`,
      sql`${i} where ${and(ofCase(i), isNull(i.usedAt))}`,
      sql`${i.createdAt}, ${i.id}`,
    ).mapWith((value: FactRows['invitations']) => value),
    tasks: caseTaskStatesSource(scope, caseId),
    // The versions sent to the family (decision 0078); the newest of each item is its state.
    proofs: jsonList(
      sql`json_build_object('itemType', ${stationeryProofs.itemType}, 'version', ${stationeryProofs.version}, 'approvedAt', ${stationeryProofs.approvedAt})`,
      sql`${stationeryProofs} where ${and(ofCase(stationeryProofs), isNotNull(stationeryProofs.sentAt))}`,
      sql`${stationeryProofs.version} desc`,
    ).mapWith((value: FactRows['proofs']) => value),
    video:
      sql`(select json_build_object('approvedAt', ${memorialVideos.approvedAt}) from ${memorialVideos} where ${and(ofCase(memorialVideos), isNotNull(memorialVideos.sentAt))} order by ${memorialVideos.version} desc limit 1)`.mapWith(
        (value: FactRows['video']) => value,
      ),
    obituary:
      sql`(select json_build_object('id', ${obituaries.id}, 'state', ${obituaries.publicationState}) from ${obituaries} where ${ofCase(obituaries)} limit 1)`.mapWith(
        (value: FactRows['obituary']) => value,
      ),
  });
}

const stateOf = (approvedAt: string | null) => ({
  state: approvedAt ? ('approved' as const) : ('waiting' as const),
  approvedAt: approvedAt ? iso(approvedAt) : null,
});

/** The case's head and facts for its page; null for an id that is not an opened case of the company. */
export async function caseHeadAndFacts(
  scope: TenantScope,
  caseId: number,
  now: Date,
): Promise<{ head: StaffCaseHead; facts: CaseFacts; arrangement: LoadedArrangement } | null> {
  const [row] = await headAndFactsQuery(scope, caseId);
  if (!row?.openedAt) return null;
  const { id, status, decedentName, nameSlug, locationId, locationName, openedAt } = row;
  const head = { id, status, decedentName, nameSlug, locationId, locationName, openedAt };
  const tasks = everyTaskOf(row.tasks);
  const facts = {
    details: caseDetailsViewOf(row.details),
    members: row.members,
    invitations: row.invitations.map((invitation) => ({
      ...invitation,
      sentAt: iso(invitation.sentAt),
      expiresAt: iso(invitation.expiresAt),
      expired: new Date(invitation.expiresAt).getTime() <= now.getTime(),
    })),
    tasks: { done: tasks.filter((task) => task.status === 'done').length, total: tasks.length, items: tasks },
    proofs: {
      stationery: row.proofs
        .filter((proof, at, all) => all.findIndex((each) => each.itemType === proof.itemType) === at)
        .sort((a, b) => stationeryItemTypes.indexOf(a.itemType) - stationeryItemTypes.indexOf(b.itemType))
        .map((proof) => ({
          itemType: proof.itemType,
          title: stationeryTitles[proof.itemType],
          ...stateOf(proof.approvedAt),
        })),
      video: row.video ? stateOf(row.video.approvedAt) : null,
    },
    obituary: row.obituary,
    director: row.director,
    payments: staffPaymentsOf(row.payments),
  };
  const arrangement = arrangementOf(row.arrangementHead, row.arrangementLines);
  return {
    head,
    facts: { ...facts, statement: statementHistoryOf(arrangement.contract, row.statementChanges) },
    arrangement,
  };
}
