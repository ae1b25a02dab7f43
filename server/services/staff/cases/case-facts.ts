import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { stationeryItemTypes, stationeryTitles, type StationeryItemType } from '#contract/family-proofs.ts';
import { taskKinds, taskTitles, type TaskKind, type TaskStatus } from '#contract/family-tasks.ts';
import type { PublicationState } from '#contract/obituary-publication.ts';
import type { CaseProofs, PendingInvitation, StaffCase } from '#contract/staff-cases.ts';
import { caseInvitations, caseTasks, cases, memorialVideos, obituaries, stationeryProofs } from '#server/db/schema.ts';
import type { CaseScope, CaseTable } from '#server/db/tenant-scope.ts';

/*
 * What the case page shows beside the family's own views (case-page.ts): the pending invitations,
 * the tasks' progress, the proofs' states and the obituary. Only the console reads them together, so
 * they come in one query, each a JSON value of a subquery held to the case and the company, instead
 * of five: on PGlite every query costs its round trip, and the case page's budget is 100 ms p95 with
 * ten callers (decision 0069). Times arrive as JSON text and are read back into instants here.
 */

/** JSON of the rows `select` builds from `table` where `where` holds (an empty list for none). */
const jsonRows = (build: SQL, from: SQL, order?: SQL) =>
  sql`(select coalesce(json_agg(${build}${order ? sql` order by ${order}` : sql``}), '[]'::json) from ${from})`;

interface FactRows {
  invitations: { id: number; name: string; email: string; sentAt: string; expiresAt: string }[];
  tasks: { kind: TaskKind; status: TaskStatus }[];
  proofs: { itemType: StationeryItemType; approvedAt: string | null }[];
  video: { approvedAt: string | null } | null;
  obituary: { id: number; state: PublicationState } | null;
}

export interface CaseFacts {
  invitations: PendingInvitation[];
  tasks: StaffCase['tasks'];
  proofs: CaseProofs;
  obituary: StaffCase['obituary'];
}

const iso = (text: string) => new Date(text).toISOString();

function factsQuery(scope: CaseScope, caseId: number) {
  const ofCase = (table: CaseTable) => and(eq(table.caseId, caseId), scope.ownsCase(table));
  const i = caseInvitations;
  return scope
    .select({
      invitations: jsonRows(
        sql`json_build_object('id', ${i.id}, 'name', ${i.name}, 'email', ${i.email}, 'sentAt', ${i.createdAt}, 'expiresAt', ${i.expiresAt})`,
        sql`${i} where ${and(ofCase(i), isNull(i.usedAt))}`,
        sql`${i.createdAt}, ${i.id}`,
      ).mapWith((value: FactRows['invitations']) => value),
      tasks: jsonRows(
        sql`json_build_object('kind', ${caseTasks.kind}, 'status', ${caseTasks.status})`,
        sql`${caseTasks} where ${ofCase(caseTasks)}`,
      ).mapWith((value: FactRows['tasks']) => value),
      proofs: jsonRows(
        sql`json_build_object('itemType', ${stationeryProofs.itemType}, 'approvedAt', ${stationeryProofs.approvedAt})`,
        sql`${stationeryProofs} where ${ofCase(stationeryProofs)}`,
      ).mapWith((value: FactRows['proofs']) => value),
      video:
        sql`(select json_build_object('approvedAt', ${memorialVideos.approvedAt}) from ${memorialVideos} where ${ofCase(memorialVideos)} limit 1)`.mapWith(
          (value: FactRows['video']) => value,
        ),
      obituary:
        sql`(select json_build_object('id', ${obituaries.id}, 'state', ${obituaries.publicationState}) from ${obituaries} where ${ofCase(obituaries)} limit 1)`.mapWith(
          (value: FactRows['obituary']) => value,
        ),
    })
    .from(cases, eq(cases.id, caseId));
}

const stateOf = (approvedAt: string | null) => ({
  state: approvedAt ? ('approved' as const) : ('waiting' as const),
  approvedAt: approvedAt ? iso(approvedAt) : null,
});

/** The case's facts for its page; null when the case is not the scope's. */
export async function caseFacts(scope: CaseScope, caseId: number, now: Date): Promise<CaseFacts | null> {
  const [row] = await factsQuery(scope, caseId);
  if (!row) return null;
  const statusOf = new Map(row.tasks.map((task) => [task.kind, task.status]));
  // A task the case has no row for yet is to do (rows are made on first need).
  const tasks = taskKinds.map((kind) => ({ kind, title: taskTitles[kind], status: statusOf.get(kind) ?? 'to-do' }));
  return {
    invitations: row.invitations.map((invitation) => ({
      ...invitation,
      sentAt: iso(invitation.sentAt),
      expiresAt: iso(invitation.expiresAt),
      expired: new Date(invitation.expiresAt).getTime() <= now.getTime(),
    })),
    tasks: { done: tasks.filter((task) => task.status === 'done').length, total: tasks.length, items: tasks },
    proofs: {
      stationery: row.proofs
        .sort((a, b) => stationeryItemTypes.indexOf(a.itemType) - stationeryItemTypes.indexOf(b.itemType))
        .map((proof) => ({
          itemType: proof.itemType,
          title: stationeryTitles[proof.itemType],
          ...stateOf(proof.approvedAt),
        })),
      video: row.video ? stateOf(row.video.approvedAt) : null,
    },
    obituary: row.obituary,
  };
}
