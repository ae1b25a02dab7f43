import type { OutboxMail } from '#server/mail/outbox.ts';
import { familyCasePath } from '#server/services/family/family-mails.ts';

/*
 * The family's mail when staff send a new version of a proof (decision 0078), one to each member of
 * the case: what is ready, and the review page's link (from the company's configured address, never
 * a request's; none without one).
 */

export interface NewVersionFacts {
  companyName: string;
  companyPhone: string;
  siteUrl: string | null;
  case: { id: number; nameSlug: string; decedentName: string };
  /** "The prayer card", "The memorial video". */
  what: string;
  version: number;
  /** The task page, e.g. "task/review-stationery/prayer-card". */
  page: string;
  to: { name: string; email: string }[];
}

export function newVersionMails(facts: NewVersionFacts): OutboxMail[] {
  const link = facts.siteUrl ? `${facts.siteUrl}${familyCasePath(facts.case, facts.page)}` : null;
  const ready =
    facts.version === 1
      ? `${facts.what} for ${facts.case.decedentName} is ready for you to review.`
      : `A new version (version ${facts.version}) of ${facts.what.toLowerCase()} for ${facts.case.decedentName} is ready for you to review.`;
  return facts.to.map((member) => ({
    kind: 'family.proof-ready',
    fromName: facts.companyName,
    to: member.email,
    subject: `${facts.what} for ${facts.case.decedentName} is ready to review`,
    text: [
      `Dear ${member.name},`,
      '',
      ready,
      'Please look at it, comment on anything to change, or approve it.',
      '',
      ...(link ? ['Review it here:', link, ''] : []),
      `Questions? Call ${facts.companyName} at ${facts.companyPhone}.`,
    ].join('\n'),
  }));
}
