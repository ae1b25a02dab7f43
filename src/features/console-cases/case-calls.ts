import { caseDetailsView, type CaseDetails, type CaseDetailsView } from '#contract/family-case-details.ts';
import type { InvitationBody } from '#contract/family-invitations.ts';
import { createdCase, staffInvitationSent, type CreatedCase, type NewCaseBody } from '#contract/staff-cases.ts';
import { staffObituary, type StaffObituary } from '#contract/staff-obituaries.ts';
import { staffPayment, type RecordPaymentBody, type RefundBody } from '#contract/staff-payments.ts';
import {
  staffStatementReasons,
  statementHistory,
  type ReviseStatementBody,
  type StaffStatementReasons,
  type StatementReasonsBody,
  type VoidStatementBody,
} from '#contract/staff-statements.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The console's case writes (decision 0065), each watched for the session. A refusal with words (a
 * member's address, too many invitations, a location that is not the company's) comes back as an
 * outcome the form shows where it belongs.
 */

export const goneMessage = 'That is no longer on this case: the page shows it as it is now.';

export type Outcome<T> = { kind: 'done'; value: T } | Refusal;

export async function outcomeOf<T>(auth: AuthActorRef, call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { kind: 'done', value: await watchSession(auth, call) };
  } catch (error) {
    // Someone else removed it meanwhile (another tab, a colleague): said, and the page read again.
    if (isApiFatalError(error) && error.status === 404 && !error.issues?.length)
      return { kind: 'refused', issues: [{ path: '', message: goneMessage }] };
    return refusalOf(error);
  }
}

export const createCase = (api: ApiClient, auth: AuthActorRef, body: NewCaseBody): Promise<Outcome<CreatedCase>> =>
  outcomeOf(auth, api.post('/api/staff/cases', { body, schema: createdCase }));

/** The case's obituary, written from its page (POST /api/staff/obituaries for the case: a draft). */
export const writeObituary = (api: ApiClient, auth: AuthActorRef, caseId: number): Promise<Outcome<StaffObituary>> =>
  outcomeOf(
    auth,
    api.post('/api/staff/obituaries', { body: { for: { kind: 'case', caseId } }, schema: staffObituary }),
  );

export const saveDetails = (
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
  details: CaseDetails,
): Promise<Outcome<CaseDetailsView>> =>
  outcomeOf(auth, api.put(`/api/staff/cases/${id}/details`, { body: details, schema: caseDetailsView }));

/** The statement's reasons (decision 0109): until the family signs; 409 with its words after. */
export const saveStatementReasons = (
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
  body: StatementReasonsBody,
): Promise<Outcome<StaffStatementReasons>> =>
  outcomeOf(auth, api.put(`/api/staff/cases/${id}/statement/reasons`, { body, schema: staffStatementReasons }));

export const invite = (api: ApiClient, auth: AuthActorRef, id: number, body: InvitationBody) =>
  outcomeOf(auth, api.post(`/api/staff/cases/${id}/invitations`, { body, schema: staffInvitationSent }));

export const resend = (api: ApiClient, auth: AuthActorRef, id: number, invitationId: number) =>
  outcomeOf(
    auth,
    api.post(`/api/staff/cases/${id}/invitations/${invitationId}/resend`, { schema: staffInvitationSent }),
  );

export const revoke = (api: ApiClient, auth: AuthActorRef, id: number, invitationId: number) =>
  outcomeOf(auth, api.delete(`/api/staff/cases/${id}/invitations/${invitationId}`));

export const removeMember = (api: ApiClient, auth: AuthActorRef, id: number, userId: number) =>
  outcomeOf(auth, api.delete(`/api/staff/cases/${id}/members/${userId}`));

/** Records a payment received by hand; `key` names the attempt, so a repeat is the same payment. */
export const recordPayment = (api: ApiClient, auth: AuthActorRef, id: number, body: RecordPaymentBody, key: string) =>
  outcomeOf(
    auth,
    api.post(`/api/staff/cases/${id}/payments`, { body, schema: staffPayment, headers: { 'Idempotency-Key': key } }),
  );

/** Refunds all or part of a payment (a card's through the payment provider), with the reason. */
export const refundPayment = (
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
  paymentId: number,
  body: RefundBody,
  key: string,
) =>
  outcomeOf(
    auth,
    api.post(`/api/staff/cases/${id}/payments/${paymentId}/refunds`, {
      body,
      schema: staffPayment,
      headers: { 'Idempotency-Key': key },
    }),
  );

/** Revises the signed statement (the purchaser and the note; the signature stays). */
export const reviseStatement = (api: ApiClient, auth: AuthActorRef, id: number, body: ReviseStatementBody) =>
  outcomeOf(auth, api.post(`/api/staff/cases/${id}/statement/revisions`, { body, schema: statementHistory }));

/** Voids the signed statement; the next one waits for the family's signature. */
export const voidStatement = (api: ApiClient, auth: AuthActorRef, id: number, body: VoidStatementBody) =>
  outcomeOf(auth, api.post(`/api/staff/cases/${id}/statement/void`, { body, schema: statementHistory }));
