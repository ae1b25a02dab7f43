import { momentText } from '#contract/time-text.ts';
import { formatMoney } from '#contract/money.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';
import { familyCasePath } from '#server/services/family/family-mails.ts';

/*
 * The family is told of every change to a signed statement (decision 0080), by a mail
 * to the purchaser written to the outbox in the transaction that makes the change: what changed and
 * why after a revision (also to the old address when the address itself changed), and after a void
 * why, that payments stay on the case, and where to sign the new statement.
 */

interface Sender {
  companyName: string;
  companyPhone: string;
  siteUrl: string | null;
  /** The company's IANA zone: the signing moment is read in it. */
  timeZone: string;
}

interface CaseRef {
  id: number;
  nameSlug: string;
  decedentName: string;
}

const linkTo = (sender: Sender, caseRef: CaseRef, page: string) =>
  sender.siteUrl ? `${sender.siteUrl}${familyCasePath(caseRef, page)}` : null;

export interface RevisionMailFacts extends Sender {
  case: CaseRef;
  to: string[];
  purchaserName: string;
  signedAt: string;
  changes: string[];
  reason: string;
}

export function revisionMails(facts: RevisionMailFacts): OutboxMail[] {
  const link = linkTo(facts, facts.case, 'statement');
  const text = [
    `Dear ${facts.purchaserName},`,
    '',
    `${facts.companyName} corrected the statement for ${facts.case.decedentName} you signed on ${momentText(facts.signedAt, facts.timeZone)}.`,
    'No item or price changed, so your signature stands.',
    '',
    'What changed:',
    ...(facts.changes.length > 0 ? facts.changes.map((line) => `  ${line}`) : ['  (nothing but the reason below)']),
    `Why: ${facts.reason}`,
    '',
    ...(link ? ['Your statement:', link, ''] : []),
    `Questions? Call ${facts.companyName} at ${facts.companyPhone}.`,
  ].join('\n');
  return facts.to.map((to) => ({
    kind: 'family.statement-revised',
    fromName: facts.companyName,
    to,
    subject: `Your statement for ${facts.case.decedentName} was corrected`,
    text,
  }));
}

export interface VoidMailFacts extends Sender {
  case: CaseRef;
  to: string;
  purchaserName: string;
  issue: number;
  signedAt: string;
  reason: string;
  paidCents: number;
}

export function voidMail(facts: VoidMailFacts): OutboxMail {
  const review = linkTo(facts, facts.case, 'arrangements/review');
  const statement = linkTo(facts, facts.case, 'statement');
  return {
    kind: 'family.statement-voided',
    fromName: facts.companyName,
    to: facts.to,
    subject: `Your statement for ${facts.case.decedentName} was voided: please sign the new one`,
    text: [
      `Dear ${facts.purchaserName},`,
      '',
      `${facts.companyName} voided statement ${facts.issue} for ${facts.case.decedentName}, signed on ${momentText(facts.signedAt, facts.timeZone)}.`,
      `Why: ${facts.reason}`,
      '',
      facts.paidCents > 0
        ? `The ${formatMoney(facts.paidCents)} you paid stays on the case and counts toward the new statement.`
        : 'Nothing was paid against it.',
      'Please review the arrangement and sign the new statement.',
      ...(review ? [review] : []),
      '',
      ...(statement ? ['The void statement stays readable with your statement:', statement, ''] : []),
      `Questions? Call ${facts.companyName} at ${facts.companyPhone}.`,
    ].join('\n'),
  };
}
