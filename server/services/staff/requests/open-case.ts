import { eq } from 'drizzle-orm';
import type { OpenedCase } from '#contract/staff-requests.ts';
import { cases } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { normalizeEmail } from '#server/services/auth.ts';
import { recordInvitation } from '#server/services/family/invitations/record-invitation.ts';
import { companySiteUrl } from '#server/services/site-url.ts';
import { changeRequest } from './request-events.ts';
import { requestRow } from './request-detail.ts';
import { formsById, peopleOf } from './request-facts.ts';
import type { MailingDeps } from '#server/services/mailing-deps.ts';

/*
 * POST /api/staff/requests/{id}/open-case: the request becomes one of the funeral home's cases
 * (AT_NEED or PRE_PLAN, as the family chose; its answers are the case's details until the family
 * saves its own, services/family/case-details) and the contact is invited to the case's portal as
 * its first member, by the family invitation's one-time link (decision 0045). One transaction: the
 * request's state, the case and the invitation change together or not at all; the mail leaves
 * after the commit (the outbox).
 */

export type OpenCaseDeps = MailingDeps;

export type OpenCaseOutcome =
  { kind: 'opened'; opened: OpenedCase } | { kind: 'not-found' } | { kind: 'refused'; message: string };

export async function openCaseFromRequest(
  scope: TenantScope,
  deps: OpenCaseDeps,
  id: number,
  staff: { userId: number; name: string },
): Promise<OpenCaseOutcome> {
  const now = deps.clock.now();
  const [company, siteUrl] = await Promise.all([scope.company(), companySiteUrl(scope)]);
  const outcome = await scope.transaction(async (tx): Promise<OpenCaseOutcome> => {
    const row = await requestRow(tx, id);
    if (!row) return { kind: 'not-found' };
    const change = await changeRequest(tx, id, { type: 'case.open' }, { userId: staff.userId, at: now });
    if (change.kind !== 'changed') return change;
    const [opened] = await tx
      .update(cases, { openedAt: now, updatedAt: now }, eq(cases.id, row.caseId))
      .returning({ decedentName: cases.decedentName });
    if (!row.contactEmail) return { kind: 'opened', opened: { caseId: row.caseId, invitation: null } };

    const email = normalizeEmail(row.contactEmail);
    const form = (await formsById(tx, [row.formId])).get(row.formId)!;
    const name = peopleOf(form, row.fields).contactName || email;
    const sent = await recordInvitation(tx, {
      caseId: row.caseId,
      invitedBy: staff,
      to: { name, email },
      decedentName: opened?.decedentName || 'your family',
      company,
      siteUrl,
      now,
    });
    return {
      kind: 'opened',
      opened: { caseId: row.caseId, invitation: { email, expiresAt: sent.expiresAt } },
    };
  });
  if (outcome.kind === 'opened' && outcome.opened.invitation) deps.mail.kick();
  return outcome;
}
