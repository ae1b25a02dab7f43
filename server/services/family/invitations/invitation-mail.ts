import { INVITATION_DAYS, invitationPagePath } from '#contract/family-invitations.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';

export interface InvitationMailFacts {
  companyName: string;
  companyPhone: string;
  /** The company's configured public site, no trailing slash; null when none is set (no link then). */
  siteUrl: string | null;
  to: { name: string; email: string };
  inviterName: string;
  decedentName: string;
  token: string;
}

/**
 * The invitation to a case's portal. The link starts from the company's configured site URL, never a
 * request header (DESIGN §4), as password reset's does: a forged Host cannot send the token elsewhere.
 * The mail is plain text, so the names in it are never markup.
 */
export function invitationMail(facts: InvitationMailFacts): OutboxMail {
  const link = facts.siteUrl ? `${facts.siteUrl}${invitationPagePath(facts.token)}` : null;
  const lines = [
    `Hello ${facts.to.name},`,
    '',
    `${facts.inviterName} invited you to the family portal of ${facts.companyName} for ${facts.decedentName},`,
    'where the family shares the arrangements, photos, music, the obituary and the tasks still to do.',
    '',
    ...(link
      ? [`Join here within ${INVITATION_DAYS} days (the link works once, for ${facts.to.email}):`, link]
      : [`Please call ${facts.companyName} at ${facts.companyPhone} to join.`]),
    '',
    `If you do not know ${facts.inviterName}, you can ignore this mail.`,
    `Questions? Call ${facts.companyName} at ${facts.companyPhone}.`,
  ];
  return {
    kind: 'family.invitation',
    fromName: facts.companyName,
    to: facts.to.email,
    subject: `${facts.inviterName} invited you to the family portal for ${facts.decedentName}`,
    text: lines.join('\n'),
  };
}
