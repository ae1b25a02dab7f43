import type { UserRole } from '#contract/auth.ts';
import { passwordResetPagePath } from '#contract/password-reset.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';
import { accountMail, type AccountMailFacts } from '#server/services/account-mail.ts';

export interface PasswordResetMailFacts extends AccountMailFacts {
  /** The company's configured public site, no trailing slash; null when none is set (no link then). */
  siteUrl: string | null;
  /** A staff account's link leads to the console's page, a family's to the portal's (decision 0062). */
  role: UserRole;
  token: string;
}

/**
 * The mail with the reset link. The link starts from the company's configured site URL, never a
 * request header (DESIGN §4): a forged Host cannot send someone's token to another site.
 */
export function passwordResetMail(facts: PasswordResetMailFacts): OutboxMail {
  const link = facts.siteUrl ? `${facts.siteUrl}${passwordResetPagePath(facts.token, facts.role)}` : null;
  return accountMail(facts, {
    kind: 'auth.password-reset',
    subject: `Reset your ${facts.companyName} password`,
    body: [
      `Someone, we hope you, asked to reset the password of your ${facts.companyName} account.`,
      ...(link
        ? ['Choose a new password here within one hour (the link works once):', link]
        : [`Please call ${facts.companyName} at ${facts.companyPhone} to reset it.`]),
    ],
    ifNotAsked: 'If you did not ask, you can ignore this mail: your password stays as it is.',
  });
}
