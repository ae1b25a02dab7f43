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
import { obituaryEventKind } from './obituaries.ts';
import { caseStatus } from './planning.ts';
import { staffPayment } from './staff-payments.ts';
import { staffStatementReasons, statementHistory } from './staff-statements.ts';
import { text } from './text.ts';

/*
 * The cases of the staff console (decision 0065): the funeral home's opened cases,
 * searched and paged; a case made by hand; a case's page (details, family, tasks, arrangement,
 * proofs) and what staff do there. Every call needs `cases.work` (contract/staff-roles.ts).
 */

export { CASE_SEARCH_MAX };

/**
 * The cases list's director filter (decision 0105): `me` the signed-in staff member's cases, `none` the
 * cases with no director yet, or a director's account id.
 */
export const directorFilter = z.union([z.enum(['me', 'none']), rowIdParam()]);
export type DirectorFilter = z.infer<typeof directorFilter>;

/** GET /api/staff/cases: newest opened first. `q` matches the decedent or a contact's name or email. */
export const casesQuery = pagingQuery.extend({
  q: text().trim().max(CASE_SEARCH_MAX).optional(),
  status: caseStatus.optional(),
  locationId: rowIdParam().optional(),
  director: directorFilter.optional(),
});
export type CasesQuery = z.infer<typeof casesQuery>;

/** Who the funeral home deals with: the first person invited to the case (or its first member). */
export const caseContact = z.object({ name: z.string(), email: z.string() });
export type CaseContact = z.infer<typeof caseContact>;

/**
 * The case's funeral director (decision 0105): a staff account of the company. `directs` is false once
 * the account is disabled or no longer a director or owner: the family no longer sees the name, and
 * staff should choose another.
 */
export const assignedDirector = z.object({ id: rowId(), name: z.string(), directs: z.boolean() });
export type AssignedDirector = z.infer<typeof assignedDirector>;

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
  /** Null until a director is assigned. */
  director: assignedDirector.nullable(),
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
  /** The statement's reasons staff write (decision 0109). */
  reasons: staffStatementReasons,
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
  /** Every payment of the case, newest first, with its refunds. */
  payments: z.array(staffPayment),
  /** The statement's issue, purchaser and note, its revisions and voids (decision 0080). */
  statement: statementHistory,
});
export type StaffCase = z.infer<typeof staffCase>;

/** The answer of invite and resend: to whom and until when (the link is in the mail only). */
export const staffInvitationSent = z.object({ name: z.string(), email: z.string(), expiresAt: z.string() });

/** 422 at locationId of a new case: another company's location is no location here. */
export const unknownLocationMessage = 'Please choose one of your locations.';

/** GET /api/staff/directors: who may direct a case, by name (enabled directors and owners who have joined). */
export const directorChoice = z.object({ id: rowId(), name: z.string(), role: z.enum(['director', 'owner']) });
export type DirectorChoice = z.infer<typeof directorChoice>;
export const directorChoices = z.object({ directors: z.array(directorChoice) });
export type DirectorChoices = z.infer<typeof directorChoices>;

/** PUT /api/staff/cases/{id}/director: assign a director (an account id of directorChoices), or clear it (null). */
export const caseDirectorBody = z.object({ userId: rowId().nullable() });
export type CaseDirectorBody = z.infer<typeof caseDirectorBody>;

/** The answer of PUT …/director: the case's director as it now is. */
export const caseDirectorView = z.object({ director: assignedDirector.nullable() });
export type CaseDirectorView = z.infer<typeof caseDirectorView>;

/** 422 at userId of PUT …/director: why the account cannot direct the case (decision 0105). */
export const caseDirectorMessages = {
  /** No account of the company's (another company's, a family's, or none): its name is not told. */
  unknown: 'Please choose one of your funeral directors.',
  officeStaff: (name: string) => `${name} is office staff: only a funeral director or an owner can direct a case.`,
  disabled: (name: string) => `${name}'s account is disabled: please choose another director.`,
  notJoined: (name: string) =>
    `${name} has not joined yet: they can direct a case once they have accepted their invitation.`,
};

/** The most cases "My cases" lists (the console's home, decision 0105). */
export const MY_CASES_MAX = 50;

/** The most open tasks of a case "My cases" names; the rest are counted. */
export const MY_CASE_TASKS_NAMED = 3;

/**
 * What the family still has to do on a case (issue 43): its open tasks (not done; a task the case has
 * no row for yet is to do, as the case page counts them) with the titles of the first few in the
 * portal's order; where its statement stands (`not-started` until a package is chosen, `unsigned` until
 * the purchaser signs it, and again after a void); a signed statement's balance as the case page reads
 * it (its total less what was paid and not refunded), null while unsigned: only a signed statement is paid.
 */
export const familyToDo = z.object({
  openTasks: z.object({
    count: z.number().int().min(0),
    titles: z.array(z.string()).max(MY_CASE_TASKS_NAMED),
  }),
  statement: z.enum(['not-started', 'unsigned', 'signed']),
  balanceCents: z.number().int().nullable(),
});
export type FamilyToDo = z.infer<typeof familyToDo>;

/**
 * One of the signed-in director's cases: its next event to come (null when none is scheduled; `title`
 * names an 'other' event, contract/obituary-event-kinds.ts eventName) and what the family still has to do.
 */
export const myCase = z.object({
  id: rowId(),
  reference: z.string(),
  status: caseStatus,
  decedentName: z.string(),
  locationName: z.string(),
  openedAt: z.string(),
  nextEvent: z
    .object({ kind: obituaryEventKind, title: z.string().nullable(), startsAt: z.string(), timeZone: z.string() })
    .nullable(),
  familyToDo,
});
export type MyCase = z.infer<typeof myCase>;

/**
 * GET /api/staff/my-cases: the signed-in staff member's opened cases (decision 0105), those with an event
 * to come first, soonest first, then the rest newest opened first; at most MY_CASES_MAX, of `total`.
 */
export const myCases = z.object({ items: z.array(myCase), total: z.number().int().min(0) });
export type MyCases = z.infer<typeof myCases>;
