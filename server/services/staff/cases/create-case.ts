import { and, eq } from 'drizzle-orm';
import { nameSlug } from '#contract/name-fold.ts';
import type { CreatedCase, NewCaseBody } from '#contract/staff-cases.ts';
import type { Clock } from '#server/clock.ts';
import { cases, locations } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import { normalizeEmail } from '#server/services/auth.ts';
import { recordInvitation } from '#server/services/family/invitations/record-invitation.ts';
import { activeLocation } from '#server/services/active-locations.ts';
import { companySiteUrl } from '#server/services/site-url.ts';

/*
 * POST /api/staff/cases: a case made by hand (a family that phoned or walked in), opened at once. Its
 * contact, when given, is invited as its first member by the family invitation's one-time link, as
 * opening a request's case does (recordInvitation, decision 0045). One transaction: the case and
 * the invitation, or neither; the mail leaves after the commit (the outbox).
 */

export type CreateCaseOutcome = { kind: 'created'; created: CreatedCase } | { kind: 'unknown-location' };

export async function createCaseByHand(
  scope: TenantScope,
  deps: { clock: Clock; mail: MailDelivery },
  body: Omit<NewCaseBody, 'contact'> & { contact: { name: string; email: string } | null },
  staff: { userId: number; name: string },
): Promise<CreateCaseOutcome> {
  const now = deps.clock.now();
  const [company, siteUrl] = await Promise.all([scope.company(), companySiteUrl(scope)]);
  const outcome = await scope.transaction(async (tx): Promise<CreateCaseOutcome> => {
    // Another company's location is no location here, like one that does not exist.
    if ((await tx.count(locations, and(eq(locations.id, body.locationId), activeLocation))) === 0)
      return { kind: 'unknown-location' };
    const [made] = await tx
      .insert(cases, {
        locationId: body.locationId,
        status: body.status,
        decedentName: body.decedentName,
        nameSlug: nameSlug(body.decedentName),
        openedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: cases.id });
    const caseId = made!.id;
    if (!body.contact) return { kind: 'created', created: { caseId, invitation: null } };
    const sent = await recordInvitation(tx, {
      caseId,
      invitedBy: staff,
      to: { name: body.contact.name, email: normalizeEmail(body.contact.email) },
      decedentName: body.decedentName,
      company,
      siteUrl,
      now,
    });
    return { kind: 'created', created: { caseId, invitation: { email: sent.email, expiresAt: sent.expiresAt } } };
  });
  if (outcome.kind === 'created' && outcome.created.invitation) deps.mail.kick();
  return outcome;
}
