import { STAFF_INVITATION_DAYS, staffInvitationPagePath } from '#contract/staff-team.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';

export interface StaffInvitationMailFacts {
  companyName: string;
  companyPhone: string;
  /** The company's configured public site, no trailing slash; null when none is set (no link then). */
  siteUrl: string | null;
  to: { name: string; email: string };
  /** Null for the company's first owner, made by `npm run company -- create` (decision 0084). */
  inviterName: string | null;
  /** The role's name as the console shows it ("Funeral director"). */
  roleName: string;
  token: string;
}

/**
 * The invitation to a staff account (decision 0062). The link starts from the company's configured
 * site URL, never a request header (DESIGN §4), as every mailed link's does. Plain text, so the names
 * in it are never markup.
 */
export function staffInvitationMail(facts: StaffInvitationMailFacts): OutboxMail {
  const link = facts.siteUrl ? `${facts.siteUrl}${staffInvitationPagePath(facts.token)}` : null;
  const lines = [
    `Hello ${facts.to.name},`,
    '',
    facts.inviterName
      ? `${facts.inviterName} invited you to the staff console of ${facts.companyName}, as ${facts.roleName}.`
      : `${facts.companyName} is set up in Lantern, and you are invited to its staff console, as ${facts.roleName}.`,
    '',
    ...(link
      ? [`Choose your password here within ${STAFF_INVITATION_DAYS} days (the link works once):`, link]
      : [`Please call ${facts.companyName} at ${facts.companyPhone} to join.`]),
    '',
    `If you did not expect this, you can ignore this mail.`,
  ];
  return {
    kind: 'staff.invitation',
    fromName: facts.companyName,
    to: facts.to.email,
    subject: facts.inviterName
      ? `${facts.inviterName} invited you to the ${facts.companyName} staff console`
      : `Your ${facts.companyName} staff console`,
    text: lines.join('\n'),
  };
}
