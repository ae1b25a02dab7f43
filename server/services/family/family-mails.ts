import type { FamilyPayment } from '#contract/family-payments.ts';
import {
  EMBALMING_HEADING,
  REQUIRED_PURCHASES_HEADING,
  STATEMENT_TITLE,
  type CaseStatement,
} from '#contract/family-statement.ts';
import { statementChargesSentence, statementEmbalmingSentence } from '#contract/funeral-rule.ts';
import { momentText } from '#contract/time-text.ts';
import { formatMoney } from '#contract/money.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';
import type { MailSender } from '#server/services/mail-sender.ts';

/*
 * The family portal's mails, written to the outbox in the transaction that causes them: the signed
 * statement (to the purchaser, and to the funeral home: the case's location, else whoever decision 0100
 * names), a payment receipt (a card paid here, or what staff recorded) and a refund's notice (decision
 * 0077). Links are built from the company's configured site URL, never a request header (DESIGN §4);
 * none without one.
 */

interface CaseRef {
  id: number;
  nameSlug: string;
  decedentName: string;
}

export const familyCasePath = (caseRef: CaseRef, page: string): string =>
  `/family-portal/${caseRef.id}/${caseRef.nameSlug}/${page}`;

/**
 * The Funeral Rule's part of the statement (decision 0109), as StatementView lays it out: the
 * 453.4(b)(2)(ii) sentence and the required purchases' reason, the 453.5(b) sentence and, when embalming
 * is on the statement, why. A statement signed before it carried reasons prints the sentence it had.
 */
export function statementRuleText(statement: CaseStatement): string[] {
  const { reasons } = statement;
  if (!reasons) return [statementChargesSentence.text];
  return [
    REQUIRED_PURCHASES_HEADING,
    statementChargesSentence.text,
    reasons.requiredPurchases,
    '',
    EMBALMING_HEADING,
    statementEmbalmingSentence.text,
    ...(reasons.embalming === null ? [] : [reasons.embalming]),
  ];
}

/** The statement as plain text, the way the review page lays it out. */
export function statementText(statement: CaseStatement): string[] {
  const lines: string[] = [STATEMENT_TITLE, ''];
  for (const group of statement.groups) {
    lines.push(group.category.name);
    for (const line of group.lines) {
      const name = line.variantName ? `${line.name} (${line.variantName})` : line.name;
      lines.push(`  ${line.quantity} × ${name}: ${formatMoney(line.totalCents)}`);
    }
  }
  if (statement.cashAdvances.length > 0) {
    lines.push('Cash advance items');
    for (const line of statement.cashAdvances) {
      lines.push(
        `  ${line.quantity} × ${line.name}: ${line.totalCents === null ? 'estimate to follow' : formatMoney(line.totalCents)}`,
      );
    }
  }
  lines.push(
    '',
    `Subtotal: ${formatMoney(statement.subtotalCents)}`,
    `Tax: ${formatMoney(statement.taxCents)}`,
    `Cash advances: ${formatMoney(statement.cashAdvanceCents)}`,
    `Total: ${formatMoney(statement.totalCents)}${statement.hasEstimates ? ' (plus the estimates above)' : ''}`,
    '',
    ...statementRuleText(statement),
  );
  return lines;
}

export interface SignedStatementFacts extends MailSender {
  case: CaseRef;
  purchaser: { name: string; email: string };
  /** Who at the funeral home is told (services/staff-notification-recipients.ts): one mail each. */
  staffRecipients: readonly string[];
  statement: CaseStatement;
  sha256: string;
}

/** One mail to the purchaser, and one to each person at the funeral home who is told (decision 0100). */
export function signedStatementMails(facts: SignedStatementFacts): OutboxMail[] {
  const link = facts.siteUrl ? `${facts.siteUrl}${familyCasePath(facts.case, 'statement')}` : null;
  const signedAt = facts.statement.signature ? momentText(facts.statement.signature.signedAt, facts.timeZone) : '';
  const body = [
    ...statementText(facts.statement),
    '',
    `Signed by ${facts.statement.signature?.signerName ?? ''} at ${signedAt} (SHA-256 ${facts.sha256}).`,
  ];
  const subject = `Signed statement for ${facts.case.decedentName}`;
  const mails: OutboxMail[] = [
    {
      kind: 'family.statement-signed',
      fromName: facts.companyName,
      to: facts.purchaser.email,
      subject,
      text: [
        `Dear ${facts.purchaser.name},`,
        '',
        'Thank you. This is the statement you signed:',
        '',
        ...body,
        '',
        ...(link ? ['See it, and pay the balance, at any time:', link, ''] : []),
        `Questions? Call ${facts.companyName} at ${facts.companyPhone}.`,
      ].join('\n'),
    },
  ];
  for (const to of facts.staffRecipients)
    mails.push({
      kind: 'family.statement-signed-location',
      fromName: facts.companyName,
      to,
      subject,
      text: [`${facts.purchaser.name} signed the statement for ${facts.case.decedentName}.`, '', ...body].join('\n'),
    });
  return mails;
}

export interface ReceiptFacts extends MailSender {
  case: CaseRef;
  to: string;
  payment: FamilyPayment;
  balanceCents: number;
  /** How a payment staff recorded was made ("by check 1042"); a card's last digits say it otherwise. */
  paidWith?: string;
}

const statementLink = (facts: { siteUrl: string | null; case: CaseRef }) =>
  facts.siteUrl
    ? ['Your statement and payments:', `${facts.siteUrl}${familyCasePath(facts.case, 'statement')}`, '']
    : [];

export function paymentReceiptMail(facts: ReceiptFacts): OutboxMail {
  const card = facts.payment.last4 ? ` (card ending ${facts.payment.last4})` : '';
  const how = facts.paidWith ? ` (${facts.paidWith})` : card;
  return {
    kind: 'family.payment-receipt',
    fromName: facts.companyName,
    to: facts.to,
    subject: `Payment received for ${facts.case.decedentName}`,
    text: [
      `We received your payment of ${formatMoney(facts.payment.amountCents)}${how} on ${momentText(facts.payment.createdAt, facts.timeZone)}.`,
      `Balance remaining: ${formatMoney(facts.balanceCents)}.`,
      '',
      ...statementLink(facts),
      `Questions? Call ${facts.companyName} at ${facts.companyPhone}.`,
    ].join('\n'),
  };
}

export interface RefundFacts extends MailSender {
  case: CaseRef;
  to: string;
  amountCents: number;
  /** "to the card ending 4242", "of the check 1042". */
  refundedTo: string;
  reason: string;
  /** ISO instant. */
  refundedAt: string;
  balanceCents: number;
}

export function refundReceiptMail(facts: RefundFacts): OutboxMail {
  return {
    kind: 'family.refund-receipt',
    fromName: facts.companyName,
    to: facts.to,
    subject: `Refund for ${facts.case.decedentName}`,
    text: [
      `We refunded ${formatMoney(facts.amountCents)} ${facts.refundedTo} on ${momentText(facts.refundedAt, facts.timeZone)}.`,
      `Reason: ${facts.reason}`,
      `Balance remaining: ${formatMoney(facts.balanceCents)}.`,
      '',
      ...statementLink(facts),
      `Questions? Call ${facts.companyName} at ${facts.companyPhone}.`,
    ].join('\n'),
  };
}
