import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { caseStatus } from './planning.ts';
import {
  caseStatusNames,
  caseStatuses,
  requestStatuses,
  requestStatusNames,
  type RequestStatus,
} from './request-statuses.ts';
import { multilineText } from './text.ts';

/*
 * The requests inbox of the staff console: every /plan-now submission is a request with
 * a life of its own (machines/planning-request/): new → contacted → case opened, or closed with a
 * reason (and reopened). Reading and answering requests needs `requests.work`; opening a case from
 * one needs `cases.work` (contract/staff-roles.ts).
 */

export const requestStatus = z.enum(requestStatuses);
export { caseStatusNames, caseStatuses, requestStatuses, requestStatusNames, type RequestStatus };

/** A reason to close a request, as staff write it: kept with the request and shown in its history. */
export const CLOSE_REASON_MAX = 500;

/** GET /api/staff/requests: at-need requests still new first, then newest first. */
export const requestsQuery = pagingQuery.extend({
  locationId: rowIdParam().optional(),
  caseStatus: caseStatus.optional(),
  status: requestStatus.optional(),
});
export type RequestsQuery = z.infer<typeof requestsQuery>;

export const requestSummary = z.object({
  id: rowId(),
  /** The reference the family's confirmation mail quotes (caseReference). */
  reference: z.string(),
  caseStatus,
  status: requestStatus,
  submittedAt: z.string(),
  locationId: rowId(),
  locationName: z.string(),
  /** The contact's name as given ("" when not). */
  contactName: z.string(),
  contactEmail: z.string(),
  /** The deceased's (or planned-for person's) name as given ("" when not). */
  personName: z.string(),
});
export type RequestSummary = z.infer<typeof requestSummary>;

export const requestsPage = pageOf(requestSummary).extend({
  /** Requests of the company still new, whatever the filters: the console's count. */
  newCount: z.number().int(),
});
export type RequestsPage = z.infer<typeof requestsPage>;

/** GET /api/staff/requests/summary: the console's counts, cheap enough to poll. */
export const requestCounts = z.object({ new: z.number().int(), newAtNeed: z.number().int() });
export type RequestCounts = z.infer<typeof requestCounts>;

/** One answered question, as the wizard asked it ("Their first name"). */
export const requestAnswer = z.object({ label: z.string(), answer: z.string() });

export const requestHistoryEntry = z.object({
  status: requestStatus,
  at: z.string(),
  /** The staff member's name; "" for the submission itself. */
  by: z.string(),
  reason: z.string().nullable(),
});
export type RequestHistoryEntry = z.infer<typeof requestHistoryEntry>;

/** GET /api/staff/requests/{id}: the answers in the wizard's section order, with the spec's section names. */
export const requestDetail = requestSummary.extend({
  contactPhone: z.string(),
  sections: z.array(z.object({ name: z.string(), answers: z.array(requestAnswer) })),
  history: z.array(requestHistoryEntry),
  /** The case opened from it, once opened. */
  caseId: rowId().nullable(),
  /** The events the request can take now (the machine's answer), for the page's buttons. */
  can: z.object({ contact: z.boolean(), openCase: z.boolean(), close: z.boolean(), reopen: z.boolean() }),
});
export type RequestDetail = z.infer<typeof requestDetail>;

export const requestParams = z.object({ id: rowIdParam() });

/** POST /api/staff/requests/{id}/events: what staff did with the request. */
export const requestEventBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('contact.record') }),
  z.object({ type: z.literal('close'), reason: multilineText().trim().min(1).max(CLOSE_REASON_MAX) }),
  z.object({ type: z.literal('reopen') }),
]);
export type RequestEventBody = z.infer<typeof requestEventBody>;

/** POST /api/staff/requests/{id}/open-case: the case, and the contact's invitation to its portal. */
export const openedCase = z.object({
  caseId: rowId(),
  /** Null when the request gave no contact email to invite. */
  invitation: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
});
export type OpenedCase = z.infer<typeof openedCase>;

/** The 409 of an event the request's state does not take. */
export const requestRefusedMessage = (status: RequestStatus, action: string): string =>
  `This request is ${requestStatusNames[status].toLowerCase()}: it cannot be ${action}.`;
