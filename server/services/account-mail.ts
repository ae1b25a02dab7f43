import type { OutboxMail } from '#server/mail/outbox.ts';

/** Whom an account mail goes to, from which funeral home. */
export interface AccountMailFacts {
  companyName: string;
  companyPhone: string;
  to: string;
  name: string;
}

/**
 * A mail a person asked for about their own account (a reset link, a sign-in code): greeted by name,
 * `body` in between, then what to do if they did not ask, and whom to call.
 */
export function accountMail(
  facts: AccountMailFacts,
  mail: { kind: string; subject: string; body: string[]; ifNotAsked: string },
): OutboxMail {
  const lines = [
    `Hello ${facts.name},`,
    '',
    ...mail.body,
    '',
    mail.ifNotAsked,
    `Questions? Call ${facts.companyName} at ${facts.companyPhone}.`,
  ];
  return { kind: mail.kind, fromName: facts.companyName, to: facts.to, subject: mail.subject, text: lines.join('\n') };
}
