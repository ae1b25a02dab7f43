import { z } from 'zod';
import { CASE_SEARCH_MAX } from './case-search.ts';
import { caseDetailsView } from './family-case-details.ts';
import { invitationBody } from './family-invitations.ts';
import { caseMember } from './family-task-calls.ts';
import { taskKind, taskStatus } from './family-tasks.ts';
import { stationeryItemType } from './family-proofs.ts';
import { rowId, rowIdParam } from './ids.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { publicationStates } from './obituary-publication.ts';
import { caseStatus } from './planning.ts';
import { staffPayment } from './staff-payments.ts';
import { statementHistory } from './staff-statements.ts';
import { text } from './text.ts';

/*
 * The cases of the staff console (issue 23 part 4, decision 0065): the funeral home's opened cases,
 * searched and paged; a case made by hand; a case's page (details, family, tasks, arrangement,
 * proofs) and what staff do there. Every call needs `cases.work` (contract/staff-roles.ts).
 */

export { CASE_SEARCH_MAX };

/** GET /api/staff/cases: newest opened first. `q` matches the decedent or a contact's name or email. */
export const casesQuery = pagingQuery.extend({
  q: text().trim().max(CASE_SEARCH_MAX).optional(),
  status: caseStatus.optional(),
  locationId: rowIdParam().optional(),
});
export type CasesQuery = z.infer<typeof casesQuery>;

/** Who the funeral home deals with: the first person invited to the case (or its first member). */
export const caseContact = z.object({ name: z.string(), email: z.string() });
export type CaseContact = z.infer<typeof caseContact>;

export const caseSummary = z.object({
  id: rowId(),
  /** caseReference(id): the number the family's mails quote. */
  reference: z.string(),
  status: caseStatus,
  decedentName: z.string(),
  locationId: rowId(),
  locationName: z.string(),
  /** ISO instant the case became the funeral home's. */
  openedAt: z.string(),
  contact: caseContact.nullable(),
});
export type CaseSummary = z.infer<typeof caseSummary>;

export const casesPage = pageOf(caseSummary);
export type CasesPage = z.infer<typeof casesPage>;

/** POST /api/staff/cases: a case made by hand, its contact (if given) invited as its first member. */
export const newCaseBody = z.object({
  status: caseStatus,
  locationId: rowId(),
  decedentName: text().trim().min(1).max(200),
  contact: invitationBody.nullable().default(null),
});
export type NewCaseBody = z.input<typeof newCaseBody>;

export const createdCase = z.object({
  caseId: rowId(),
  /** Null when no contact was given. */
  invitation: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
});
export type CreatedCase = z.infer<typeof createdCase>;

export const caseIdParams = z.object({ id: rowIdParam() });
export const caseInvitationParams = caseIdParams.extend({ invitationId: rowIdParam() });
export const caseMemberParams = caseIdParams.extend({ userId: rowIdParam() });

/** An invitation not used yet; `expired` once its link no longer works (resend makes a new one). */
export const pendingInvitation = z.object({
  id: rowId(),
  name: z.string(),
  email: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const caseTaskProgress = z.object({
  kind: taskKind,
  title: z.string(),
  status: taskStatus,
});

/** Where the arrangement stands; money in integer cents (the family statement's totals). */
export const arrangementState = z.object({
  packageName: z.string().nullable(),
  /** ISO instant of the purchaser's signature; null while unsigned. */
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
  totalCents: z.number().int().min(0),
  paidCents: z.number().int().min(0),
  balanceCents: z.number().int(),
  /** Some cash advance is still an estimate: the total will grow by its price. */
  hasEstimates: z.boolean(),
});
export type ArrangementState = z.infer<typeof arrangementState>;

export const proofState = z.enum(['waiting', 'approved']);
export type ProofState = z.infer<typeof proofState>;

export const caseProofs = z.object({
  stationery: z.array(
    z.object({ itemType: stationeryItemType, title: z.string(), state: proofState, approvedAt: z.string().nullable() }),
  ),
  /** Null before the funeral home uploads a memorial video. */
  video: z.object({ state: proofState, approvedAt: z.string().nullable() }).nullable(),
});
export type CaseProofs = z.infer<typeof caseProofs>;

/** GET /api/staff/cases/{id}: the case page. */
export const staffCase = caseSummary.omit({ contact: true }).extend({
  nameSlug: z.string(),
  details: caseDetailsView,
  members: z.array(caseMember),
  invitations: z.array(pendingInvitation),
  tasks: z.object({ done: z.number().int(), total: z.number().int(), items: z.array(caseTaskProgress) }),
  arrangement: arrangementState,
  proofs: caseProofs,
  /** The case's obituary and where it stands in its life (decision 0063); null before one is written. */
  obituary: z.object({ id: rowId(), state: z.enum(publicationStates) }).nullable(),
  /** Every payment of the case, newest first, with its refunds (issue 25 item 3). */
  payments: z.array(staffPayment),
  /** The statement's issue, purchaser and note, its revisions and voids (issue 25 item 4, decision 0080). */
  statement: statementHistory,
});
export type StaffCase = z.infer<typeof staffCase>;

/** The answer of invite and resend: to whom and until when (the link is in the mail only). */
export const staffInvitationSent = z.object({ name: z.string(), email: z.string(), expiresAt: z.string() });

/** 422 at locationId of a new case: another company's location is no location here. */
export const unknownLocationMessage = 'Please choose one of your locations.';
