import { and, eq } from 'drizzle-orm';
import { requestActionWords, type RequestEvent } from '#contract/planning-request.ts';
import { judgeRequestEvent } from '#machines/planning-request/planning-request.machine.ts';
import { requestRefusedMessage, type RequestEventBody, type RequestStatus } from '#contract/staff-requests.ts';
import { planningRequestEvents, planningSubmissions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { requestRow } from './request-detail.ts';

/*
 * What staff did with a request (POST /api/staff/requests/{id}/events, and opening a case): the
 * request's chart (machines/planning-request/, decision 0110) says whether the request's stored state
 * takes the event and what it becomes; the row changes only if nobody changed it meanwhile (its
 * status is part of the update's condition), and the history keeps who and when.
 */

export type RequestChange =
  { kind: 'changed'; status: RequestStatus } | { kind: 'not-found' } | { kind: 'refused'; message: string };

/** Applies `event` inside `tx` (a transaction of the caller, so opening a case is one commit). */
export async function changeRequest(
  tx: TenantScope,
  id: number,
  event: RequestEvent,
  by: { userId: number; at: Date },
): Promise<RequestChange & { caseId?: number }> {
  const row = await requestRow(tx, id);
  if (!row) return { kind: 'not-found' };
  const after = judgeRequestEvent({ status: row.status, reason: row.closedReason }, event);
  if (!after) return { kind: 'refused', message: requestRefusedMessage(row.status, requestActionWords[event.type]) };
  const { status, reason } = after;
  const updated = await tx
    .update(
      planningSubmissions,
      { requestStatus: status, closedReason: reason },
      and(eq(planningSubmissions.id, id), eq(planningSubmissions.requestStatus, row.status)),
    )
    .returning({ id: planningSubmissions.id });
  // Changed by someone else between the read and the write: refused as the state it is in now.
  if (updated.length === 0) {
    const now = await requestRow(tx, id);
    return {
      kind: 'refused',
      message: requestRefusedMessage(now?.status ?? row.status, requestActionWords[event.type]),
    };
  }
  await tx.insert(planningRequestEvents, {
    submissionId: id,
    status,
    reason,
    byUserId: by.userId,
    at: by.at,
  });
  return { kind: 'changed', status, caseId: row.caseId };
}

/** The staff API's events (opening a case has its own call: it does more). */
export function applyRequestEvent(
  scope: TenantScope,
  id: number,
  body: RequestEventBody,
  by: { userId: number; at: Date },
): Promise<RequestChange> {
  return scope.transaction((tx) => changeRequest(tx, id, body, by));
}
